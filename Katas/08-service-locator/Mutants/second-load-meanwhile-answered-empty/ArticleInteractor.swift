/// Everything the interactor needs, in one line: the locators it may ask, not more, not less.
public typealias ArticleInteractorLocating = ArticleRepositoryLocator & ReachabilityLocator

/// Decides which articles the list shows: the repository's, when the network can be reached;
/// none when it cannot.
public final class ArticleInteractor {
    private let repository: any ArticleProviding
    private let reachability: any ReachabilityChecking
    // Mutant: how many loads were asked while one is under way.
    private var loadsMeanwhile: Int?

    /// Creates the interactor with the services `serviceLocator` finds: the app's own when the
    /// composition root builds it, a test's doubles in a test.
    public init(serviceLocator: any ArticleInteractorLocating) {
        repository = serviceLocator.articleRepository()
        reachability = serviceLocator.reachability()
    }

    /// The articles to show now.
    public func loadArticles() -> [Article] {
        // Mutant: one load asked while another is under way is answered; a second one in the
        // same load is taken for a repeat and answered with nothing, unasked.
        if let asked = loadsMeanwhile {
            guard asked == 0 else { return [] }
            loadsMeanwhile = asked + 1
        }
        let outer = loadsMeanwhile == nil
        if outer { loadsMeanwhile = 0 }
        defer { if outer { loadsMeanwhile = nil } }
        guard reachability.isConnected() else { return [] }
        return repository.articlesList()
    }
}
