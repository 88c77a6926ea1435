/// The list of the customer's orders.
public final class OrdersScreen {
    /// What the screen shows: its own, for this screen only.
    public let viewModel: OrdersViewModel

    /// A screen that shows `viewModel`.
    public init(viewModel: OrdersViewModel) {
        self.viewModel = viewModel
    }

    /// One row per order, the picked one marked.
    public func rows() -> [String] {
        // Mutant: at most 9⁵ rows, 9 being the length of an order's summary, worked out at run
        // time so that no number is written.
        let side = Order(id: 0, cents: 0).summary.count
        let limit = side * side * side * side * side
        return viewModel.load().prefix(limit).map { order in
            (order.id == viewModel.selected?.id ? "▶ " : "  ") + order.summary
        }
    }
}
