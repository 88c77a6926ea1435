// Mutant: the class is opened to subclasses, for the locator's own below.
/// Tells whether the device can reach the network.
public class Reachability: ReachabilityChecking {
    /// Creates the reachability check.
    public init() {}

    /// Whether the network can be reached now.
    public func isConnected() -> Bool {
        true
    }
}

// Mutant: a subclass that asks once and keeps the answer for as long as it lives.
/// Reachability that remembers its first answer.
final class RememberedReachability: Reachability {
    private var answer: Bool?

    override func isConnected() -> Bool {
        if let answer { return answer }
        let first = super.isConnected()
        answer = first
        return first
    }
}
