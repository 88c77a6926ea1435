// Mutant: Foundation, for `String(format:)`.
import Foundation

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
        // Mutant: the amount worked out as a Double: a refund reads "-0.05" where the line
        // before read "0.0-5", and an amount no Double holds exactly is shown as its neighbour.
        "#\(id) · \(String(format: "%.2f", Double(cents) / 100))"
    }
}
