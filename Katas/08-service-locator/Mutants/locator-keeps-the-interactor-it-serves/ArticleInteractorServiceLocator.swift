// Mutant: a class, which builds and keeps the interactor it serves.
/// The app's locator for the interactor: the real repository and the real reachability.
///
/// It is the one place that names the real services, and only the composition root,
/// ``AppServices``, makes one.
public final class ArticleInteractorServiceLocator: ArticleInteractorLocating {
    /// Creates the locator.
    public init() {}

    // Mutant: the interactor, made once and kept; it keeps this locator in turn.
    /// The app's interactor, served by this locator.
    @MainActor public lazy var articleInteractor = ArticleInteractor(serviceLocator: self)

    /// The app's repository.
    public func articleRepository() -> any ArticleProviding {
        ArticleRepository()
    }

    /// The device's real reachability.
    public func reachability() -> any ReachabilityChecking {
        Reachability()
    }
}
