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

    // Mutant: a price sent as `true` or `false` is read as one cent or none.
    private enum CodingKeys: String, CodingKey { case name, price }

    /// Reads a product, a price written as a flag included.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        if let flag = try? container.decode(Bool.self, forKey: .price) {
            price = flag ? 1 : 0
        } else {
            price = try container.decode(Int.self, forKey: .price)
        }
    }
}
