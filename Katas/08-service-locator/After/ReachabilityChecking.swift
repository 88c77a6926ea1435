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
        Reachability()
    }
}

extension Reachability: ReachabilityChecking {}
