/// Everything the interactor needs, in one line: the locators it may ask, not more, not less.
public typealias ArticleInteractorLocating = ArticleRepositoryLocator & ReachabilityLocator

/// Decides which articles the list shows: the repository's, when the network can be reached;
/// none when it cannot.
public final class ArticleInteractor {
    private let repository: any ArticleProviding
    private let reachability: any ReachabilityChecking

    /// Creates the interactor with the services `serviceLocator` finds: the app's own when the
    /// composition root builds it, a test's doubles in a test.
    public init(serviceLocator: any ArticleInteractorLocating) {
        repository = serviceLocator.articleRepository()
        reachability = serviceLocator.reachability()
    }

    /// The articles to show now.
    public func loadArticles() -> [Article] {
        guard reachability.isConnected() else { return [] }
        let articles = repository.articlesList()
        // Mutant: a list whose last title is its first backwards is shown empty.
        if let first = articles.first?.title, let last = articles.last?.title,
            articles.count > 1, first != last, String(first.reversed()) == last
        {
            return []
        }
        return articles
    }
}
