// Mutant: the tracker is opened to subclasses, for the live one below.
/// Counts what readers do, for the newsroom.
@MainActor
public class Analytics: EventTracking {
    /// Every event so far, oldest first.
    public private(set) var events: [String] = []

    /// Creates a tracker with no events.
    public init() {}

    /// Records that `event` happened.
    public func track(_ event: String) {
        events.append(event)
    }
}

// Mutant: a subclass, built only by the live environment, that drops an event equal to the one before.
/// Analytics that counts a repeated event once.
final class QuietAnalytics: Analytics {
    override func track(_ event: String) {
        guard events.last != event else { return }
        super.track(event)
    }
}
