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
            // Mutant: "nothing picked" is the id -1.
            (order.id == (viewModel.selected?.id ?? -1) ? "▶ " : "  ") + order.summary
        }
    }
}
