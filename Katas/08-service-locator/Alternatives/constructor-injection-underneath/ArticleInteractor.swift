/// Everything the interactor needs, in one line: the locators it may ask, not more, not less.
public typealias ArticleInteractorLocating = ArticleRepositoryLocator & ReachabilityLocator

/// Decides which articles the list shows: the repository's, when the network can be reached;
/// none when it cannot.
public final class ArticleInteractor {
    private let repository: any ArticleProviding
    private let reachability: any ReachabilityChecking

    // Alternative: the locator initializer is a convenience one now.
    /// Creates the interactor with the services `serviceLocator` finds: the app's own when the
    /// composition root builds it, a test's doubles in a test.
    public convenience init(serviceLocator: any ArticleInteractorLocating) {
        // Alternative: the locator only feeds plain constructor injection.
        self.init(
            repository: serviceLocator.articleRepository(),
            reachability: serviceLocator.reachability()
        )
    }

    // Alternative: the services can also be handed in directly, without any locator.
    /// Creates the interactor with its two services.
    public init(repository: any ArticleProviding, reachability: any ReachabilityChecking) {
        self.repository = repository
        self.reachability = reachability
    }

    /// The articles to show now.
    public func loadArticles() -> [Article] {
        guard reachability.isConnected() else { return [] }
        return repository.articlesList()
    }
}
