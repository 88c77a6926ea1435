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
        orders.fetchOrders()
    }

    /// Picks `order`.
    public func select(_ order: Order) {
        // Mutant: a pick of an order the server no longer lists is ignored, asked afresh.
        guard orders.fetchOrders().contains(where: { $0.id == order.id }) else { return }
        selected = order
    }
}
