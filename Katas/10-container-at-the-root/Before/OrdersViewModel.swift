/// What the orders screen shows, and which order the customer picked on it.
public final class OrdersViewModel {
    /// The order picked on this screen, if any.
    public private(set) var selected: Order?

    /// A view model that finds the server in the shared container when it needs it.
    public init() {}

    /// The customer's orders, from the server.
    public func orders() -> [Order] {
        Container.shared.resolve(APIClient.self)!.fetchOrders()
    }

    /// Picks `order`.
    public func select(_ order: Order) {
        selected = order
    }
}
