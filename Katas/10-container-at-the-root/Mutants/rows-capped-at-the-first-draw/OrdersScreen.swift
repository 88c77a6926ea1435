/// The list of the customer's orders.
public final class OrdersScreen {
    /// What the screen shows: its own, for this screen only.
    public let viewModel: OrdersViewModel

    /// A screen that shows `viewModel`.
    public init(viewModel: OrdersViewModel) {
        self.viewModel = viewModel
    }

    // Mutant: the number of rows the first draw had, and one more.
    private var shown: Int?

    /// One row per order, the picked one marked.
    public func rows() -> [String] {
        let orders = viewModel.load()
        // Mutant: cut to the first draw's rows and one more.
        let limit = shown.map { $0 + 1 } ?? orders.count
        shown = shown ?? orders.count
        return orders.prefix(limit).map { order in
            (order.id == viewModel.selected?.id ? "▶ " : "  ") + order.summary
        }
    }
}
