/// Everything the interactor needs, in one line: the locators it may ask, not more, not less.
public typealias ArticleInteractorLocating = ArticleRepositoryLocator & ReachabilityLocator

/// Decides which articles the list shows: the repository's, when the network can be reached;
/// none when it cannot.
public final class ArticleInteractor {
    // Mutant: the interactor keeps its locator, and asks it at each load.
    private let serviceLocator: any ArticleInteractorLocating

    /// Creates the interactor with the services `serviceLocator` finds: the app's own when the
    /// composition root builds it, a test's doubles in a test.
    public init(serviceLocator: any ArticleInteractorLocating) {
        // Mutant: the locator is kept.
        self.serviceLocator = serviceLocator
    }

    /// The articles to show now.
    public func loadArticles() -> [Article] {
        // Mutant: the services are asked of the locator kept.
        guard serviceLocator.reachability().isConnected() else { return [] }
        return serviceLocator.articleRepository().articlesList()
    }
}
