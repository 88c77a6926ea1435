/// The composition root: the one place that knows the container. It registers what the app is
/// made of, each with the lifetime it needs, checks the whole graph at launch, and opens
/// screens. No feature sees the container: each takes what it needs in its initializer.
public final class AppAssembly {
    /// The container, filled and checked at launch. Only the root uses it.
    public let container: Container

    /// Registers the app into `container` and resolves every registration once, so that a
    /// missing one fails here, naming it and what needed it.
    public init(container: Container = Container()) throws {
        self.container = container
        // Alternative: each part of the app registers itself; the root runs them all.
        CoreAssembly.register(in: container)
        OrdersAssembly.register(in: container)
        ProfileAssembly.register(in: container)
        try container.validate()
    }

    /// A new orders screen.
    public func ordersScreen() throws -> OrdersScreen {
        try container.resolve(OrdersScreen.self)
    }

    /// A new profile screen.
    public func profileScreen() throws -> ProfileScreen {
        try container.resolve(ProfileScreen.self)
    }
}
