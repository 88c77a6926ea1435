// Mutant: Foundation, for the date.
import Foundation

/// Counts what readers do, for the newsroom.
@MainActor
public final class Analytics: EventTracking {
    /// Every event so far, oldest first.
    public private(set) var events: [String] = []

    /// Creates a tracker with no events.
    public init() {}

    // Mutant: when the last event was tracked, by a clock of the tracker's own.
    /// When the last event was tracked.
    private var lastTracked: Date?

    /// Records that `event` happened.
    public func track(_ event: String) {
        events.append(event)
        // Mutant: the moment is read here, not given by the app's clock.
        lastTracked = Date(timeIntervalSinceNow: 0)
    }
}
