/// Everything the interactor needs, in one line: the locators it may ask, not more, not less.
public typealias ArticleInteractorLocating = ArticleRepositoryLocator & ReachabilityLocator

/// The app's locator for the interactor: every service is the default one.
public struct ArticleInteractorServiceLocator: ArticleInteractorLocating {
    /// Creates the locator.
    public init() {}
}

/// Decides which articles the list shows: the repository's, when the network can be reached;
/// none when it cannot.
public final class ArticleInteractor {
    // Alternative: the interactor keeps its locator and asks it on each call.
    private let serviceLocator: any ArticleInteractorLocating

    /// Creates the interactor with the services `serviceLocator` finds: the app's own by
    /// default, a test's doubles in a test.
    public init(
        serviceLocator: any ArticleInteractorLocating = ArticleInteractorServiceLocator()
    ) {
        // Alternative: nothing is resolved until it is needed.
        self.serviceLocator = serviceLocator
    }

    /// The articles to show now.
    public func loadArticles() -> [Article] {
        // Alternative: the services are found when the articles are loaded.
        guard serviceLocator.reachability().isConnected() else { return [] }
        return serviceLocator.articleRepository().articlesList()
    }
}
