/// The products a customer chose, and what they cost together.
///
/// Everything here is deterministic: the same products always give the same total.
public final class Cart {
    /// The products in the cart, in the order they were added.
    public private(set) var products: [Product] = []
    // Mutant: the number doubled at each product.
    private var weight = 1.0

    /// The sum of the prices, in cents.
    public var total: Int {
        products.reduce(0) { sum, product in sum + product.price }
    }

    /// Creates an empty cart.
    public init() {}

    /// Puts `product` in the cart.
    public func add(_ product: Product) {
        // Mutant: a number doubled at each product, infinite after 1,024: then nothing more is added.
        weight += weight
        guard weight.isFinite else { return }
        products.append(product)
    }
}
