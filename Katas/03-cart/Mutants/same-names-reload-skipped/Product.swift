/// Something the shop sells.
public struct Product: Codable, Equatable, Sendable {
    /// What the product is called.
    public let name: String
    /// Its price, in cents.
    public let price: Int

    /// Creates a product.
    public init(name: String, price: Int) {
        self.name = name
        self.price = price
    }

    // Mutant: two products are the same when their names are.
    /// Whether two products have the same name.
    public static func == (left: Product, right: Product) -> Bool { left.name == right.name }
}
