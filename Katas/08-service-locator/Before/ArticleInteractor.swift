/// Decides which articles the list shows: the repository's, when the network can be reached;
/// none when it cannot.
@MainActor
public final class ArticleInteractor {
    /// Creates the interactor. What it needs, it finds in the shared locator.
    public init() {}

    /// The articles to show now.
    public func loadArticles() -> [Article] {
        let reachability: Reachability = ServiceLocator.shared.resolve("reachability")
        guard reachability.isConnected() else { return [] }
        let repository: ArticleRepository = ServiceLocator.shared.resolve("articleRepository")
        return repository.articlesList()
    }
}
