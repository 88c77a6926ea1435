// Mutant: a helper in a root file, for a screen's default argument.
/// The app's tracker.
@MainActor
public func liveTracker() -> any EventTracking {
    Analytics()
}
