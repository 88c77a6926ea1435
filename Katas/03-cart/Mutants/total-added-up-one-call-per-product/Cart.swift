/// The products a customer chose, and what they cost together.
///
/// Everything here is deterministic: the same products always give the same total.
public final class Cart {
    /// The products in the cart, in the order they were added.
    public private(set) var products: [Product] = []

    /// The sum of the prices, in cents.
    public var total: Int {
        // Mutant: the total added up one call deep per product.
        Self.sum(products[...])
    }

    // Mutant: one call per product; a large enough cart runs out of stack.
    private static func sum(_ rest: ArraySlice<Product>) -> Int {
        guard let first = rest.first else { return 0 }
        return first.price + sum(rest.dropFirst())
    }

    /// Creates an empty cart.
    public init() {}

    /// Puts `product` in the cart.
    public func add(_ product: Product) {
        products.append(product)
    }
}
