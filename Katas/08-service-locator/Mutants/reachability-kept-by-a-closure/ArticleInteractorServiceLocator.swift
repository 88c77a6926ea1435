/// The app's locator for the interactor: the real repository and the real reachability.
///
/// It is the one place that names the real services, and only the composition root,
/// ``AppServices``, makes one.
public struct ArticleInteractorServiceLocator: ArticleInteractorLocating {
    /// Creates the locator.
    public init() {}

    /// The app's repository.
    public func articleRepository() -> any ArticleProviding {
        ArticleRepository()
    }

    /// The device's real reachability.
    public func reachability() -> any ReachabilityChecking {
        keptReachability()  // Mutant: one watcher for the whole app.
    }
}

// Mutant: watching the network is costly, so the app keeps one watcher, made the first time it
// is asked for, in a static closure that runs once: a singleton under another name.
private enum Kept {
    nonisolated(unsafe) static let reachability: () -> Reachability = {
        var kept: Reachability?
        return {
            if let kept { return kept }
            let made = Reachability()
            kept = made
            return made
        }
    }()
}

private func keptReachability() -> Reachability { Kept.reachability() }
