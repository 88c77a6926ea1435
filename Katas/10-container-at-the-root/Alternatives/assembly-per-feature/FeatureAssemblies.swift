// Alternative: an assembly per part of the app, each registering its own part.

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
