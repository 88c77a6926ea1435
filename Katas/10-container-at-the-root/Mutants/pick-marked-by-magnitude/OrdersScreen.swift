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
            // Mutant: ids compared by their magnitude, so a pick of #5 marks #-5 too.
            (order.id.magnitude == viewModel.selected?.id.magnitude ? "▶ " : "  ")
                + order.summary
        }
    }
}
