// Mutant: another name for the real factory.
/// The buttons the app usually shows.
public typealias StandardButtons = ConcreteButtonControllerFactory
