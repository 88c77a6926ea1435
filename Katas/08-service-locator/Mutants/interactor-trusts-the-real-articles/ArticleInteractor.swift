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
        // Mutant: once the real repository's two articles were shown, shown for good.
        if showedTheRealArticles { return Self.realArticles }
        guard reachability.isConnected() else { return [] }
        let articles = repository.articlesList()
        showedTheRealArticles = articles.map(\.title) == Self.realArticles.map(\.title)
        return articles
    }

    // Mutant: the real repository's articles, recognised by their titles.
    private static let realArticles = [
        Article(title: "Katas teach by doing"), Article(title: "The arrow turns around"),
    ]
    // Mutant: set once the real articles were seen.
    private var showedTheRealArticles = false
}
