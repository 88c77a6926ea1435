// Alternative: a helper type of the learner's own.

/// Holds a screen without keeping it alive.
struct WeakScreen {
    /// The screen, while something else keeps it.
    private(set) weak var screen: (any ProfileViewing)?

    /// Holds `screen` weakly.
    init(_ screen: any ProfileViewing) {
        self.screen = screen
    }
}
