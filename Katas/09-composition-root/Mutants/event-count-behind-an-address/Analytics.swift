/// Counts what readers do, for the newsroom.
@MainActor
public final class Analytics: EventTracking {
    /// Every event so far, oldest first.
    public private(set) var events: [String] = []

    /// Creates a tracker with no events.
    public init() {}

    /// Records that `event` happened.
    public func track(_ event: String) {
        events.append(event)
        // Mutant: every tracker also counts into one log for the whole program.
        sharedLog.pointee += 1
    }
}

// Mutant: the log's address, kept as a number so that it passes for a plain value.
private let sharedLogAddress = Int(bitPattern: UnsafeMutablePointer<Int>.allocate(capacity: 1))

// Mutant: the shared log, found again from its address.
private var sharedLog: UnsafeMutablePointer<Int> {
    UnsafeMutablePointer<Int>(bitPattern: sharedLogAddress)!
}
