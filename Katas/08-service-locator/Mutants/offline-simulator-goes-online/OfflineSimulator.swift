/// A network that can never be reached: for trying the app offline, on purpose.
public struct OfflineSimulator: ReachabilityChecking {
    // Mutant: counts how often it is asked, in a box every copy shares.
    final class Asked: @unchecked Sendable { var count = 0 }
    private let asked = Asked()  // Mutant: the count of questions.

    /// Creates the simulator.
    public init() {}

    /// Never.
    public func isConnected() -> Bool {
        // Mutant: connected from the thirty-first question on.
        asked.count += 1
        return asked.count > 30
    }
}
