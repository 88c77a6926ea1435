/// The list of the customer's orders.
public final class OrdersScreen {
    /// What the screen shows.
    public let viewModel = Container.shared.resolve(OrdersViewModel.self)!

    /// A screen that takes its view model from the shared container.
    public init() {}

    /// One row per order, the picked one marked.
    public func rows() -> [String] {
        viewModel.orders().map { order in
            (order.id == viewModel.selected?.id ? "▶ " : "  ") + order.summary
        }
    }
}
