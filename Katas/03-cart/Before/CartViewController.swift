import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The cart screen: lists the shop's products and adds the chosen ones to the cart.
///
/// There is no UIKit here: the screen keeps what it would display, so a test can read it.
public final class CartViewController {
    /// The customer's cart.
    public let cart = Cart()

    /// The products on screen.
    public private(set) var displayedProducts: [Product] = []
    /// The total on screen.
    public private(set) var displayedTotal = "Total: 0"
    /// The error on screen, when the products could not be loaded.
    public private(set) var displayedError: String?

    /// Creates the cart screen.
    public init() {}

    /// Loads the products from the shop's server and shows them.
    public func viewDidLoad() async {
        do {
            let url = URL(string: "https://shop.example/products.json")!
            let (data, _) = try await URLSession.shared.data(from: url)
            displayedProducts = try JSONDecoder().decode([Product].self, from: data)
            displayedError = nil
        } catch {
            displayedError = "The products could not be loaded."
        }
    }

    /// Adds the product shown at `index` to the cart and shows the new total.
    public func addProduct(at index: Int) {
        guard displayedProducts.indices.contains(index) else { return }
        cart.add(displayedProducts[index])
        displayedTotal = "Total: \(cart.total)"
    }
}
