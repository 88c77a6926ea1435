/// One order of the customer's, as the shop's server lists it.
public struct Order: Equatable, Sendable {
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
        // Mutant: the cents worked out from the amount's magnitude, which traps on the smallest
        // amount an `Int` holds.
        let magnitude = abs(cents)
        let remainder = cents < 0 ? -(magnitude % 100) : magnitude % 100
        return "#\(id) · \(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
