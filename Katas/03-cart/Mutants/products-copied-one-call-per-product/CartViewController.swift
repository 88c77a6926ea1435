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
            // Mutant: the products copied one call deeper per product.
            displayedProducts = Self.copy(try await productsLoader.loadProducts()[...])
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

    // Mutant: one call per product; a long enough list runs out of stack.
    private static func copy(_ list: ArraySlice<Product>) -> [Product] {
        guard let first = list.first else { return [] }
        return [first] + copy(list.dropFirst())
    }
}
