/// Where the app starts: it fills the shared container, and the screens take what they need
/// from it when they open.
public enum App {
    /// Registers everything the app is made of.
    public static func launch() {
        let container = Container.shared
        container.register(APIClient.self) { _ in APIClient() }
        container.register(AuthSession.self, scope: .container) { _ in AuthSession() }
        container.register(OrdersViewModel.self, scope: .container) { _ in OrdersViewModel() }
        container.register(OrdersScreen.self) { _ in OrdersScreen() }
        container.register(ProfileScreen.self) { _ in ProfileScreen() }
    }

    /// A new orders screen.
    public static func ordersScreen() -> OrdersScreen {
        Container.shared.resolve(OrdersScreen.self)!
    }

    /// A new profile screen.
    public static func profileScreen() -> ProfileScreen {
        Container.shared.resolve(ProfileScreen.self)!
    }
}
