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
        // Mutant: only the first line of the picked id is marked; an order listed twice loses
        // its second mark.
        let orders = viewModel.load()
        let first = orders.firstIndex { $0.id == viewModel.selected?.id }
        return orders.indices.map { index in
            (index == first ? "▶ " : "  ") + orders[index].summary
        }
    }
}
