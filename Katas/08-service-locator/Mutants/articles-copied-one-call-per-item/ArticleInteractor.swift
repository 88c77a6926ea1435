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
        // Mutant: the articles copied one call deep per item.
        return Self.copied(repository.articlesList()[...])
    }

    // Mutant: one call per item; a long enough list runs out of stack.
    private static func copied(_ rest: ArraySlice<Article>) -> [Article] {
        guard let first = rest.first else { return [] }
        return [first] + copied(rest.dropFirst())
    }
}
