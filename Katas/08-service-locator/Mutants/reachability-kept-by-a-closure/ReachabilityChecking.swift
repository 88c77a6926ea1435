/// Anything that can tell whether the network can be reached.
public protocol ReachabilityChecking {
    /// Whether the network can be reached now.
    func isConnected() -> Bool
}

/// Finds the object that tells whether the network can be reached.
public protocol ReachabilityLocator {
    /// The reachability check to use.
    func reachability() -> any ReachabilityChecking
}

extension ReachabilityLocator {
    /// The device's real reachability, unless a locator says otherwise.
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

extension Reachability: ReachabilityChecking {}
