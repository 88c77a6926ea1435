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
        viewModel.load().map { order in
            // Mutant: the ids compared as Doubles, which hold neighbours past 2^53 as one.
            (viewModel.selected.map { Double($0.id) == Double(order.id) } == true ? "▶ " : "  ")
                + order.summary
        }
    }
}
