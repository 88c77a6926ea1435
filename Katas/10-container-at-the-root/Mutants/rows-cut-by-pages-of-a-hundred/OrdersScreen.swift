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
        // Mutant: the rows kept in a variable, to be cut below.
        var rows = viewModel.load().map { order in
            (order.id == viewModel.selected?.id ? "▶ " : "  ") + order.summary
        }
        // Mutant: no more than 9,999 rows, a limit written as pages of a hundred.
        while rows.count / 100 >= 100 { rows.removeLast() }
        return rows
    }
}
