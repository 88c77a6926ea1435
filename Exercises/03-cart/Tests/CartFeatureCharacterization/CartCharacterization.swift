// What the cart did before the refactoring, and must still do after it: the stable part.

import CartFeature
import Foundation
import Testing

@Suite("Kata 03 · behaviour that stays the same")
struct CartCharacterization {
    @Test("an empty cart costs nothing")
    func emptyCart() {
        #expect(Cart().total == 0)
        #expect(Cart().products.isEmpty)
    }

    @Test("the total is the sum of the prices, in the order products were added")
    func total() {
        let cart = Cart()
        cart.add(Product(name: "Apple", price: 30))
        cart.add(Product(name: "Pear", price: 45))
        cart.add(Product(name: "Apple", price: 30))

        #expect(cart.total == 105)
        #expect(cart.products.map(\.name) == ["Apple", "Pear", "Apple"])
    }

    @Test("products decode from the shop's JSON")
    func decoding() throws {
        let json = #"[{"name":"Fig","price":12}]"#
        let products = try JSONDecoder().decode([Product].self, from: Data(json.utf8))
        #expect(products == [Product(name: "Fig", price: 12)])
    }
}
