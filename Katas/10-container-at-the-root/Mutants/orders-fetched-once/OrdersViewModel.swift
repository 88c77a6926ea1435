/// What the orders screen shows, and which order the customer picked on it.
public final class OrdersViewModel {
    /// Where the orders come from.
    public let orders: any OrdersFetching
    /// The order picked on this screen, if any.
    public private(set) var selected: Order?
    // Mutant: the first answer is kept, so a screen drawn again never shows a new order.
    private lazy var firstAnswer: [Order] = orders.fetchOrders()

    /// A view model that lists what `orders` fetches.
    public init(orders: any OrdersFetching) {
        self.orders = orders
    }

    /// The customer's orders.
    public func load() -> [Order] {
        firstAnswer  // Mutant: never asked again.
    }

    /// Picks `order`.
    public func select(_ order: Order) {
        selected = order
    }
}
