/// Everything the interactor needs, in one line: the locators it may ask, not more, not less.
public typealias ArticleInteractorLocating = ArticleRepositoryLocator & ReachabilityLocator

/// Decides which articles the list shows: the repository's, when the network can be reached;
/// none when it cannot.
public final class ArticleInteractor {
    private let repository: any ArticleProviding
    private let reachability: any ReachabilityChecking
    // Mutant: the number doubled at each load.
    private var weight = 1.0

    /// Creates the interactor with the services `serviceLocator` finds: the app's own when the
    /// composition root builds it, a test's doubles in a test.
    public init(serviceLocator: any ArticleInteractorLocating) {
        repository = serviceLocator.articleRepository()
        reachability = serviceLocator.reachability()
    }

    /// The articles to show now.
    public func loadArticles() -> [Article] {
        // Mutant: a number doubled at each load, infinite after 1,024: then it acts offline for good.
        weight += weight
        guard weight.isFinite, reachability.isConnected() else { return [] }
        return repository.articlesList()
    }
}
