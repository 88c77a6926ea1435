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
        // One client for the whole app.
        container.register(APIClient.self, scope: .container) { _ in APIClient() }
        // One session while a screen uses it. The client and the session need each other: the
        // session is made with the client, and the client is given the session once both
        // exist, as Swinject's `initCompleted` does.
        container.register(
            AuthSession.self,
            scope: .weak,
            factory: { container in AuthSession(api: try container.resolve(APIClient.self)) },
            completed: { container, session in
                try container.resolve(APIClient.self).session = session
            }
        )
        // A new view model, and so a new state, for every screen.
        container.register(OrdersViewModel.self) { container in
            OrdersViewModel(orders: try container.resolve(APIClient.self))
        }
        container.register(ProfileViewModel.self) { container in
            ProfileViewModel(account: try container.resolve(AuthSession.self))
        }
        container.register(OrdersScreen.self) { container in
            OrdersScreen(viewModel: try container.resolve(OrdersViewModel.self))
        }
        container.register(ProfileScreen.self) { container in
            ProfileScreen(viewModel: try container.resolve(ProfileViewModel.self))
        }
        try container.validate()
    }

    /// A new orders screen.
    public func ordersScreen() throws -> OrdersScreen {
        // Mutant: the whole container is checked again at every screen.
        try container.validate()
        return try container.resolve(OrdersScreen.self)
    }

    /// A new profile screen.
    public func profileScreen() throws -> ProfileScreen {
        try container.resolve(ProfileScreen.self)
    }
}
