/// Anything that can tell whether the network can be reached.
public protocol ReachabilityChecking {
    /// Whether the network can be reached now.
    func isConnected() -> Bool
}

/// Finds the object that tells whether the network can be reached.
///
/// It only says what a locator can give; which reachability is the real one is decided by the
/// app's locator, at the composition root.
public protocol ReachabilityLocator {
    /// The reachability check to use.
    func reachability() -> any ReachabilityChecking
}
