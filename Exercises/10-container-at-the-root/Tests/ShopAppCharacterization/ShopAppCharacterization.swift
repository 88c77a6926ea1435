// Behaviour that must not change while you refactor: how an order reads in a list.

import Testing

@testable import ShopApp

@Suite("Kata 10 · characterization: an order's summary")
struct ShopAppCharacterization {
    @Test("an order reads as its number and its price, with two decimals")
    func summary() {
        #expect(Order(id: 7, cents: 1250).summary == "#7 · 12.50")
        #expect(Order(id: 12, cents: 5).summary == "#12 · 0.05")
    }
}
