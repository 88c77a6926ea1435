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
        // Alternative: the registrations are listed by a result builder, then made in turn.
        for step in Self.wiring() {
            step.register(container)
        }
        try container.validate()
    }

    // Alternative: the list of registrations, one step each, in the order they are made.
    /// What the app is made of, one registration per line.
    @Wiring
    private static func wiring() -> [WiringStep] {
        WiringStep { container in
            container.register(APIClient.self, scope: .container) { _ in APIClient() }
        }
        // Alternative: one more registration of the list.
        WiringStep { container in
            container.register(
                AuthSession.self,
                scope: .weak,
                factory: { container in AuthSession(api: try container.resolve(APIClient.self)) },
                completed: { container, session in
                    try container.resolve(APIClient.self).session = session
                }
            )
        }
        // Alternative: one more registration of the list.
        WiringStep { container in
            container.register(OrdersViewModel.self) { container in
                OrdersViewModel(orders: try container.resolve(APIClient.self))
            }
        }
        // Alternative: one more registration of the list.
        WiringStep { container in
            container.register(ProfileViewModel.self) { container in
                ProfileViewModel(account: try container.resolve(AuthSession.self))
            }
        }
        // Alternative: one more registration of the list.
        WiringStep { container in
            container.register(OrdersScreen.self) { container in
                OrdersScreen(viewModel: try container.resolve(OrdersViewModel.self))
            }
        }
        // Alternative: one more registration of the list.
        WiringStep { container in
            container.register(ProfileScreen.self) { container in
                ProfileScreen(viewModel: try container.resolve(ProfileViewModel.self))
            }
        }
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

// Alternative: one registration of the root's list, made when the root runs it.
/// One registration the root makes in its container.
struct WiringStep {
    /// Makes the registration.
    let register: (Container) -> Void
}

// Alternative: a result builder that gathers the root's registrations into a list.
/// Gathers the registrations written one per line into a list.
@resultBuilder
enum Wiring {
    /// The registrations, in the order they are written.
    static func buildBlock(_ steps: WiringStep...) -> [WiringStep] { steps }
}
