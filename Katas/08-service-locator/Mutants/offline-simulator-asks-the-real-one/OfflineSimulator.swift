/// A network that can never be reached: for trying the app offline, on purpose.
public struct OfflineSimulator: ReachabilityChecking {
    /// Creates the simulator.
    public init() {}

    /// Never.
    public func isConnected() -> Bool {
        // Mutant: the real reachability is asked, and its answer overruled.
        Reachability().isConnected() && false
    }
}
