/// The app's locator for the interactor: the real repository and the real reachability.
///
/// It is the one place that names the real services, and only the composition root,
/// ``AppServices``, makes one.
public struct ArticleInteractorServiceLocator: ArticleInteractorLocating {
    // Mutant: the services are kept in a table by name and cast back.
    private let services: [String: () -> Any] = [
        "articleRepository": { ArticleRepository() },
        "reachability": { Reachability() },
    ]

    /// Creates the locator.
    public init() {}

    /// The app's repository.
    public func articleRepository() -> any ArticleProviding {
        // Mutant: looked up by name.
        services["articleRepository"]!() as! any ArticleProviding
    }

    /// The device's real reachability.
    public func reachability() -> any ReachabilityChecking {
        // Mutant: looked up by name.
        services["reachability"]!() as! any ReachabilityChecking
    }
}
