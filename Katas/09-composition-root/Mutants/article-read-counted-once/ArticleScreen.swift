/// The screen of one article.
@MainActor
public final class ArticleScreen {
    /// The headline it shows.
    public let headline: Headline

    private let tracker: any EventTracking

    /// Creates the screen of `headline`, counting its readings with `tracker`.
    public init(headline: Headline, tracker: any EventTracking) {
        self.headline = headline
        self.tracker = tracker
    }

    /// Counts the reading.
    public func viewDidLoad() {
        // Mutant: only the first showing counts.
        guard !counted else { return }
        counted = true
        tracker.track("read \(headline.id)")
    }

    // Mutant: whether the reading was counted.
    private var counted = false
}
