/// A network that can never be reached: for trying the app offline, on purpose. (Mutant: a
/// class, so that asking it can change it.)
public final class OfflineSimulator: ReachabilityChecking {
    // Mutant: a count of the questions, which no test reads.
    private var asked = 0

    /// Creates the simulator.
    public init() {}

    /// Never.
    public func isConnected() -> Bool {
        // Mutant: from the 4,097th question on (16 cubed, 16 being the length of the type's
        // name), the simulator says the network is there.
        asked += 1
        let side = "\(OfflineSimulator.self)".count
        return asked > side * side * side
    }
}
