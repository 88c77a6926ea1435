// Mutant: a helper that builds the app's real factory, for the screen's default argument.
/// The app's usual button factory.
public func makeStandardButtons() -> any ButtonControllerFactoryProtocol {
    ConcreteButtonControllerFactory()
}
