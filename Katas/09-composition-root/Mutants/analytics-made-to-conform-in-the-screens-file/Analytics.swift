/// Counts what readers do, for the newsroom.
@MainActor
// Mutant: the conformance to the screen's seam is written in the screen's file.
public final class Analytics {
    /// Every event so far, oldest first.
    public private(set) var events: [String] = []

    /// Creates a tracker with no events.
    public init() {}

    /// Records that `event` happened.
    public func track(_ event: String) {
        events.append(event)
    }
}
