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
        let picked = viewModel.selected?.id  // Mutant: the pick is read before the fetch.
        return viewModel.load().map { order in
            (order.id == picked ? "▶ " : "  ") + order.summary  // Mutant: marked by that pick.
        }
    }
}
