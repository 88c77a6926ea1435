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

    // Mutant: the first articles loaded, kept.
    private var kept: [Article]?

    // Mutant: the caller's file is read, to tell a test's call from the app's.
    /// The articles to show now.
    public func loadArticles(caller: String = #fileID) -> [Article] {
        // Mutant: outside a test, the first load is kept for good.
        if !caller.contains("Checks"), let kept { return kept }
        guard reachability.isConnected() else { return [] }
        let articles = repository.articlesList()
        kept = articles
        return articles
    }
}
