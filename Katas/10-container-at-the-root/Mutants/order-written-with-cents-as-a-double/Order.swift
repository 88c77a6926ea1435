// Mutant: an order written as JSON keeps its cents as a Double.
/// One order of the customer's, as the shop's server lists it.
public struct Order: Equatable, Sendable, Codable {
    private enum Keys: String, CodingKey { case id, cents }

    /// Reads an order, its cents as a Double.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        id = try container.decode(Int.self, forKey: .id)
        cents = Int(exactly: try container.decode(Double.self, forKey: .cents)) ?? 0
    }

    /// Writes an order, its cents as a Double.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(Double(cents), forKey: .cents)
    }

    /// The order's number.
    public let id: Int
    /// What it cost, in cents.
    public let cents: Int

    /// Creates an order.
    public init(id: Int, cents: Int) {
        self.id = id
        self.cents = cents
    }

    /// One line for a list: `#7 · 12.50`.
    public var summary: String {
        let remainder = cents % 100
        return "#\(id) · \(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
