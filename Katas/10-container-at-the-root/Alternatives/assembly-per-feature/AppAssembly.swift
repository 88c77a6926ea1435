// Alternative: an assembly per feature, each registering its own part; the root runs them all.

/// The services the whole app shares: the client and the session.
enum CoreAssembly {
    static func register(in container: Container) {
        container.register(APIClient.self, scope: .container) { _ in APIClient() }
        container.register(
            AuthSession.self,
            scope: .weak,
            factory: { container in AuthSession(api: try container.resolve(APIClient.self)) },
            completed: { container, session in
                try container.resolve(APIClient.self).session = session
            }
        )
    }
}

/// The orders feature: a new view model and screen each time.
enum OrdersAssembly {
    static func register(in container: Container) {
        container.register(OrdersViewModel.self) { container in
            OrdersViewModel(orders: try container.resolve(APIClient.self))
        }
        container.register(OrdersScreen.self) { container in
            OrdersScreen(viewModel: try container.resolve(OrdersViewModel.self))
        }
    }
}

/// The profile feature: a new view model and screen each time, on the shared session.
enum ProfileAssembly {
    static func register(in container: Container) {
        container.register(ProfileViewModel.self) { container in
            ProfileViewModel(account: try container.resolve(AuthSession.self))
        }
        container.register(ProfileScreen.self) { container in
            ProfileScreen(viewModel: try container.resolve(ProfileViewModel.self))
        }
    }
}

/// The composition root: it runs every feature's assembly, then checks the whole graph.
public final class AppAssembly {
    /// The container, filled and checked at launch. Only the root uses it.
    public let container: Container

    /// Registers every part of the app into `container`, then resolves every registration
    /// once, so that a missing one fails here.
    public init(container: Container = Container()) throws {
        self.container = container
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
