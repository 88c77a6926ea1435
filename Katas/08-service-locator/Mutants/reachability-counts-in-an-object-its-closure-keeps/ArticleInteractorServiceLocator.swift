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
        // Mutant: the reachability handed out counts its checks in a variable its closure
        // captured and, after the second, says connected without asking.
        let checks = Tally()
        return CheckedReachability {
            checks.count += 1
            return checks.count > 2 || Reachability().isConnected()
        }
    }
}

// Mutant: a reachability that answers through a closure.
struct CheckedReachability: ReachabilityChecking {
    let check: () -> Bool
    func isConnected() -> Bool { check() }
}

// Mutant: a tally the closure keeps.
final class Tally {
    var count = 0
}
