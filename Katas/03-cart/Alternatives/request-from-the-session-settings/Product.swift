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

    // Alternative: the coding keys written out, the same as the ones the compiler makes.
    private enum CodingKeys: String, CodingKey {
        case name
        case price
    }
}
