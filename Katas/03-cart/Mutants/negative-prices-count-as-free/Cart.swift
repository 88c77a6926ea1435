/// The products a customer chose, and what they cost together.
///
/// Everything here is deterministic: the same products always give the same total.
public final class Cart {
    /// The products in the cart, in the order they were added.
    public private(set) var products: [Product] = []

    /// The sum of the prices, in cents.
    public var total: Int {
        // Mutant: a price below zero, a discount, counts as free.
        products.reduce(0) { sum, product in sum + max(0, product.price) }
    }

    /// Creates an empty cart.
    public init() {}

    /// Puts `product` in the cart.
    public func add(_ product: Product) {
        products.append(product)
    }
}
