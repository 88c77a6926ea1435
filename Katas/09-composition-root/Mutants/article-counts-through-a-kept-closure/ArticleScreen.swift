/// The screen of one article.
@MainActor
public final class ArticleScreen {
    /// The headline it shows.
    public let headline: Headline

    private let tracker: any EventTracking
    // Mutant: a second path to the tracker, a closure of the screen's own making.
    private let count: (String) -> Void

    /// Creates the screen of `headline`, counting its readings with `tracker`.
    public init(headline: Headline, tracker: any EventTracking) {
        self.headline = headline
        self.tracker = tracker
        // Mutant: the closure keeps the tracker it captured.
        count = { event in tracker.track(event) }
    }

    /// Counts the reading.
    public func viewDidLoad() {
        // Mutant: the reading is counted through the kept closure.
        count("read \(headline.id)")
    }
}
