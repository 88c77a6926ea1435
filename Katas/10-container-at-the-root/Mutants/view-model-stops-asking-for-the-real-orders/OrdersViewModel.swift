/// What the orders screen shows, and which order the customer picked on it.
public final class OrdersViewModel {
    /// Where the orders come from.
    public let orders: any OrdersFetching
    /// The order picked on this screen, if any.
    public private(set) var selected: Order?

    /// A view model that lists what `orders` fetches.
    public init(orders: any OrdersFetching) {
        self.orders = orders
    }

    /// The customer's orders.
    public func load() -> [Order] {
        // Mutant: once the app's client answered its two orders, they are shown for good.
        if let last, last.map(\.summary) == ["#1 · 12.50", "#2 · 3.99"] { return last }
        let fresh = orders.fetchOrders()
        last = fresh
        return fresh
    }

    // Mutant: the last answer, kept to recognise the real client's.
    private var last: [Order]?

    /// Picks `order`.
    public func select(_ order: Order) {
        selected = order
    }
}
