// Alternative: the screen states what it needs of what it shows, in a protocol of its own.
/// What the orders screen needs from what it shows: the orders, and the one picked.
public protocol OrdersShowing {
    /// The order picked, if any.
    var selected: Order? { get }
    /// The customer's orders.
    func load() -> [Order]
    /// Picks `order`.
    func select(_ order: Order)
}

/// The list of the customer's orders.
public final class OrdersScreen {
    // Alternative: the screen keeps its view model behind that protocol.
    /// What the screen shows: its own, for this screen only.
    public let viewModel: any OrdersShowing

    // Alternative: any view model that conforms will do.
    /// A screen that shows `viewModel`.
    public init(viewModel: any OrdersShowing) {
        self.viewModel = viewModel
    }

    /// One row per order, the picked one marked.
    public func rows() -> [String] {
        viewModel.load().map { order in
            (order.id == viewModel.selected?.id ? "▶ " : "  ") + order.summary
        }
    }
}
