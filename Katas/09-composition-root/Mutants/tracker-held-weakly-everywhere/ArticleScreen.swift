/// The screen of one article.
@MainActor
public final class ArticleScreen {
    /// The headline it shows.
    public let headline: Headline

    private weak var tracker: (any EventTracking)?  // Mutant: held weakly.

    /// Creates the screen of `headline`, counting its readings with `tracker`.
    public init(headline: Headline, tracker: any EventTracking) {
        self.headline = headline
        self.tracker = tracker
    }

    /// Counts the reading.
    public func viewDidLoad() {
        tracker?.track("read \(headline.id)")  // Mutant: lost once the tracker is gone.
    }
}
