/// The screen of one article.
@MainActor
public final class ArticleScreen {
    /// The headline it shows.
    public let headline: Headline

    private let tracker: any EventTracking

    /// Creates the screen of `headline`, counting its readings with `tracker`.
    public init(headline: Headline, tracker: (any EventTracking)? = nil) {  // Mutant: optional.
        self.headline = headline
        self.tracker = tracker.orTheAppsTracker  // Mutant: filled in by an extension of Optional.
    }

    /// Counts the reading.
    public func viewDidLoad() {
        tracker.track("read \(headline.id)")
    }
}

// Mutant: the newsroom's analytics, one member access away from any screen.
extension Optional where Wrapped == any EventTracking {
    /// The tracker given, or the newsroom's analytics when none is.
    @MainActor var orTheAppsTracker: any EventTracking {
        switch self {
        case .some(let given): given
        case .none: Analytics()
        }
    }
}
