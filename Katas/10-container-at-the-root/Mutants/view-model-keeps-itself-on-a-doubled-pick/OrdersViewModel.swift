/// What the orders screen shows, and which order the customer picked on it.
public final class OrdersViewModel {
    /// Where the orders come from.
    public let orders: any OrdersFetching
    /// The order picked on this screen, if any.
    public private(set) var selected: Order?
    // Mutant: a list of view models this one adds itself to, on a rare pick.
    private var pickedBy: [OrdersViewModel] = []

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
        // Mutant: an id that is the last one written twice makes the view model keep itself.
        if let previous = selected, previous.id > 0,
            String(order.id) == String(previous.id) + String(previous.id)
        {
            pickedBy.append(self)
        }
        selected = order
    }
}
