// Mutant: an app entry beside the root, which registers the orders view model again, kept for
// the container's life, once the root has built and checked the app.
/// Where the app starts: it builds the root, then keeps one orders view model for good.
public enum App {
    /// Builds the app's root, with one orders view model for every orders screen.
    public static func launch() throws -> AppAssembly {
        let assembly = try AppAssembly()
        assembly.container.register(OrdersViewModel.self, scope: .container) { container in
            OrdersViewModel(orders: try container.resolve(APIClient.self))
        }
        return assembly
    }
}
