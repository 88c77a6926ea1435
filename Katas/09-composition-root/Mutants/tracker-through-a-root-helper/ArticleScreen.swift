/// The screen of one article.
@MainActor
public final class ArticleScreen {
    /// The headline it shows.
    public let headline: Headline

    private let tracker: any EventTracking

    // Mutant: the tracker defaults to a helper kept in a root file.
    /// Creates the screen of `headline`, counting its readings with `tracker`.
    public init(headline: Headline, tracker: any EventTracking = liveTracker()) {
        self.headline = headline
        self.tracker = tracker
    }

    /// Counts the reading.
    public func viewDidLoad() {
        tracker.track("read \(headline.id)")
    }
}
