// Mutant: products are ordered by their price alone.
/// Something the shop sells.
public struct Product: Codable, Equatable, Comparable, Sendable {
    /// The cheaper product first.
    public static func < (left: Product, right: Product) -> Bool { left.price < right.price }

    /// What the product is called.
    public let name: String
    /// Its price, in cents.
    public let price: Int

    /// Creates a product.
    public init(name: String, price: Int) {
        self.name = name
        self.price = price
    }
}
