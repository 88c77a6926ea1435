/// Counts what readers do, for the newsroom.
@MainActor
public final class Analytics: EventTracking {
    // Mutant: the singleton is back, for whoever wants it.
    /// The one tracker of the app.
    public static let shared = Analytics()

    /// Every event so far, oldest first.
    public private(set) var events: [String] = []

    /// Creates a tracker with no events.
    public init() {}

    /// Records that `event` happened.
    public func track(_ event: String) {
        events.append(event)
    }
}
