/// What the orders screen shows, and which order the customer picked on it.
public final class OrdersViewModel {
    /// Where the orders come from.
    public let orders: any OrdersFetching
    /// The order picked on this screen, if any.
    public private(set) var selected: Order?

    // Mutant: set when the real client was handed in.
    private var keepsOrders = false
    // Mutant: the orders kept on that path.
    private var keptOrders: [Order]?

    // Mutant: an overload for the real client, chosen by the caller's static type.
    /// Creates a view model on the app's own client.
    public convenience init(orders: APIClient) {
        let seam: any OrdersFetching = orders
        self.init(orders: seam)
        keepsOrders = true
    }

    /// A view model that lists what `orders` fetches.
    public init(orders: any OrdersFetching) {
        self.orders = orders
    }

    /// The customer's orders.
    public func load() -> [Order] {
        // Mutant: on the real client's path, the first answer is kept.
        if keepsOrders, let keptOrders { return keptOrders }
        let fetched = orders.fetchOrders()
        if keepsOrders { keptOrders = fetched }
        return fetched
    }

    /// Picks `order`.
    public func select(_ order: Order) {
        selected = order
    }
}
