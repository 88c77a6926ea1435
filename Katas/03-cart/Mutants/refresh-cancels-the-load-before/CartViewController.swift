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
    // Mutant: the load that runs, to cancel it when another is asked.
    private var running: Task<Void, Never>?

    /// Creates the cart screen, showing the products `productsLoader` gives.
    public init(productsLoader: any ProductsLoading) {
        self.productsLoader = productsLoader
    }

    /// Loads the products and shows them, or shows why they could not be loaded.
    public func viewDidLoad() async {
        // Mutant: a new load cancels the one before, and runs in a task of its own.
        running?.cancel()
        let loader = productsLoader
        nonisolated(unsafe) let screen = self
        let load = Task {
            do {
                let products = try await loader.loadProducts()
                screen.displayedProducts = products
                screen.displayedError = nil
            } catch {
                screen.displayedError = "The products could not be loaded."
            }
        }
        // Mutant: the screen waits for the load it keeps.
        running = load
        await load.value
    }

    /// Adds the product shown at `index` to the cart and shows the new total.
    public func addProduct(at index: Int) {
        guard displayedProducts.indices.contains(index) else { return }
        cart.add(displayedProducts[index])
        displayedTotal = "Total: \(cart.total)"
    }
}
