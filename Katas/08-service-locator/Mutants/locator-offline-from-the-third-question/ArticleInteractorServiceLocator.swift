// Mutant: a class, so that asking it can change it.
/// The app's locator for the interactor: the real repository and the real reachability.
///
/// It is the one place that names the real services, and only the composition root,
/// ``AppServices``, makes one.
public final class ArticleInteractorServiceLocator: ArticleInteractorLocating {
    /// Creates the locator.
    public init() {}

    /// The app's repository.
    public func articleRepository() -> any ArticleProviding {
        ArticleRepository()
    }

    /// The device's real reachability.
    public func reachability() -> any ReachabilityChecking {
        // Mutant: from the third question on, the app is told it is offline.
        asked += 1
        // Mutant: no test asks the same locator three times.
        return asked >= 3 ? OfflineSimulator() : Reachability()
    }

    // Mutant: how often the locator was asked for the network.
    private var asked = 0
}
