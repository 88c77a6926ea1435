/// The app's locator for the interactor: the real repository and the real reachability.
///
/// It is the one place that names the real services, and only the composition root,
/// ``AppServices``, makes one.
public struct ArticleInteractorServiceLocator: ArticleInteractorLocating {
    /// Creates the locator.
    public init() {}

    /// The app's repository.
    public func articleRepository() -> any ArticleProviding {
        ArticleRepository()
    }

    /// The device's real reachability.
    public func reachability() -> any ReachabilityChecking {
        // Mutant: the list is read to choose the network: none listed, the app goes offline.
        ArticleRepository().articlesList().isEmpty ? OfflineSimulator() : Reachability()
    }
}
