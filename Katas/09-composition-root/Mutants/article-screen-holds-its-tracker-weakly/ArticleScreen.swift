/// The screen of one article.
@MainActor
public final class ArticleScreen {
    /// The headline it shows.
    public let headline: Headline

    // Mutant: the tracker is held weakly, alive only while something else keeps it.
    private weak var tracker: (any EventTracking)?

    /// Creates the screen of `headline`, counting its readings with `tracker`.
    public init(headline: Headline, tracker: any EventTracking) {
        self.headline = headline
        self.tracker = tracker
    }

    /// Counts the reading.
    public func viewDidLoad() {
        // Mutant: a tracker that is gone counts nothing.
        tracker?.track("read \(headline.id)")
    }
}
