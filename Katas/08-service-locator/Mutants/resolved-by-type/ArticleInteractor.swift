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
        repository = serviceLocator.resolve()  // Mutant: resolved by the type asked for.
        reachability = serviceLocator.resolve()  // Mutant: resolved by the type asked for.
    }

    /// The articles to show now.
    public func loadArticles() -> [Article] {
        guard reachability.isConnected() else { return [] }
        return repository.articlesList()
    }
}

// Mutant: the old locator's generic `resolve`, back on the new protocols: the type asked for
// picks the service, and any other type crashes at run time.
extension ArticleRepositoryLocator where Self: ReachabilityLocator {
    /// The service of the type asked for.
    public func resolve<Service>(_: Service.Type = Service.self) -> Service {
        if Service.self == (any ReachabilityChecking).self { return reachability() as! Service }
        return articleRepository() as! Service
    }
}
