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
        // Mutant: no more than 256 orders, the limit spelled as the code of "Ā".
        viewModel.load().prefix(Int(("Ā" as Unicode.Scalar).value)).map { order in
            (order.id == viewModel.selected?.id ? "▶ " : "  ") + order.summary
        }
    }
}
