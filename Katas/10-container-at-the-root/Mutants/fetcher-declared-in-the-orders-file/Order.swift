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
        let remainder = cents % 100
        return "#\(id) · \(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
    }
}

// Mutant: a detail, a fetcher of canned orders, declared in the order's file.
/// Orders the app shows with no server.
public final class CannedOrders: OrdersFetching {
    /// A fetcher of the same two orders.
    public init() {}
    /// The same two orders.
    public func fetchOrders() -> [Order] { [Order(id: 1, cents: 1250)] }
}
