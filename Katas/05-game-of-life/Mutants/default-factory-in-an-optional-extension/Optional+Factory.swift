// Mutant: the real factory, one member access away.
extension Optional where Wrapped == any ButtonControllerFactoryProtocol {
    /// The factory, or the app's usual one.
    var orTheAppsFactory: any ButtonControllerFactoryProtocol {
        switch self {
        case .some(let factory): factory
        case .none: ConcreteButtonControllerFactory()
        }
    }
}
