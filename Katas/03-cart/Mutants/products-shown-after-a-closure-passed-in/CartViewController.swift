/// The cart screen: lists the shop's products and adds the chosen ones to the cart.
///
/// There is no UIKit here: the screen keeps what it would display, so a test can read it.
public final class CartViewController {
    /// The customer's cart. A stable dependency, so the screen makes it itself.
    public let cart = Cart()

    /// The products on screen.
    public private(set) var displayedProducts: [Product] = []
    /// The total on screen.
    public private(set) var displayedTotal = "Total: 0"
    /// The error on screen, when the products could not be loaded.
    public private(set) var displayedError: String?

    /// Where the products come from. A volatile dependency, so it is injected.
    private let productsLoader: any ProductsLoading

    /// Creates the cart screen, showing the products `productsLoader` gives.
    public init(productsLoader: any ProductsLoading) {
        self.productsLoader = productsLoader
    }

    /// Loads the products and shows them, or shows why they could not be loaded.
    public func viewDidLoad() async {
        do {
            // Mutant: the answer is shown by a helper handed an empty async closure to await first.
            await show(try await productsLoader.loadProducts(), after: {})
        } catch {
            displayedError = "The products could not be loaded."
        }
    }

    // Mutant: a helper that awaits what it is handed before it shows the products.
    private func show(_ products: [Product], after settle: @Sendable () async -> Void) async {
        await settle()
        displayedProducts = products
        displayedError = nil
    }

    /// Adds the product shown at `index` to the cart and shows the new total.
    public func addProduct(at index: Int) {
        guard displayedProducts.indices.contains(index) else { return }
        cart.add(displayedProducts[index])
        displayedTotal = "Total: \(cart.total)"
    }
}
