/// The first screen: today's headlines, each opening its article.
///
/// There is no UIKit here: the screen keeps what it would display, so a test can read it.
@MainActor
public final class HeadlinesScreen {
    /// The headlines on screen.
    public private(set) var displayedHeadlines: [Headline] = []
    /// The error on screen, when the headlines could not be loaded.
    public private(set) var displayedError: String?

    /// Who shows an article. Set after creation, because the navigator needs this screen
    /// first; weak, because the navigator owns the screen.
    public weak var navigator: (any HeadlinesNavigating)?

    private let loader: any HeadlinesLoading
    private let history: ReadingHistory
    private let tracker: any EventTracking

    /// Creates the screen with what it needs, all of it given.
    public init(
        loader: any HeadlinesLoading,
        history: ReadingHistory,
        tracker: any EventTracking
    ) {
        self.loader = loader
        self.history = history
        self.tracker = tracker
    }

    /// Loads the headlines and shows them, or shows why they could not be loaded.
    public func viewDidLoad() async {
        do {
            displayedHeadlines = try await loader.fetchHeadlines()
            tracker.track("headlines shown")
        } catch {
            displayedError = "The headlines could not be loaded."
        }
    }

    /// Opens the article of the headline at `index`.
    public func select(at index: Int) {
        guard displayedHeadlines.indices.contains(index) else { return }
        let headline = displayedHeadlines[index]
        history.markOpened(headline)
        // Mutant: the id written through a Double, another id past 2^53.
        tracker.track("opened \(Int(exactly: Double(headline.id).rounded()) ?? 0)")
        navigator?.showArticle(for: headline)
    }
}
