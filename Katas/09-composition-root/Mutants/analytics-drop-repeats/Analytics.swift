/// Counts what readers do, for the newsroom.
@MainActor
public final class Analytics: EventTracking {
    /// Every event so far, oldest first.
    public private(set) var events: [String] = []

    /// Creates a tracker with no events.
    public init() {}

    /// Records that `event` happened.
    public func track(_ event: String) {
        // Mutant: a repeat is dropped.
        guard events.last != event else { return }
        events.append(event)
    }
}
