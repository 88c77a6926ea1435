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
        // Mutant: the article counts the opening, for the app's navigator alone.
        tracker.track("opened \(headline.id)")
        tracker.track("read \(headline.id)")
    }
}
