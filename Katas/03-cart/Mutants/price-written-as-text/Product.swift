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

    // Mutant: the price is written as text, "250", which the shop's server does not read.
    /// Writes the product, its price as text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(String(price), forKey: .price)
    }
}
