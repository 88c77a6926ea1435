// Mutant: a locator protocol of the app's own refines the interactor's, and its extension hands
// out the real services to every locator that adopts it, a test's too.
/// A locator protocol of the app's own.
public protocol AppLocating: ArticleInteractorLocating {}

extension AppLocating {
    /// The app's repository, for any locator that does not say otherwise.
    public func articleRepository() -> any ArticleProviding {
        ArticleRepository()
    }

    /// The device's real reachability, for any locator that does not say otherwise.
    public func reachability() -> any ReachabilityChecking {
        Reachability()
    }
}
