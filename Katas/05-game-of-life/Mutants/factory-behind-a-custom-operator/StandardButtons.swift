// Mutant: an operator that builds the real factory, so no call in the screen names it.
prefix operator ※

/// The app's factory, for buttons that show `imageName` at first.
public prefix func ※ (_ imageName: String) -> any ButtonControllerFactoryProtocol {
    ConcreteButtonControllerFactory()
}
