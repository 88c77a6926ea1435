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
        // Mutant: the reading is counted as soon as the screen is made, shown or not.
        tracker.track("read \(headline.id)")
    }

    /// Counts the reading.
    public func viewDidLoad() {
        // Mutant: nothing left to do when shown.
    }
}
