/// The first screen: today's headlines, each opening its article.
///
/// There is no UIKit here: the screen keeps what it would display, so a test can read it.
@MainActor
public final class HeadlinesScreen {
    /// The headlines on screen.
    public private(set) var displayedHeadlines: [Headline] = []
    /// The error on screen, when the headlines could not be loaded.
    public private(set) var displayedError: String?
    /// The article screen shown on top, once one was opened.
    public private(set) var shownArticle: ArticleScreen?

    private let api = NewsAPI()
    private let history = ReadingHistory()

    /// Creates the screen.
    public init() {}

    /// Loads the headlines and shows them, or shows why they could not be loaded.
    public func viewDidLoad() async {
        do {
            displayedHeadlines = try await api.fetchHeadlines()
            Analytics.shared.track("headlines shown")
        } catch {
            displayedError = "The headlines could not be loaded."
        }
    }

    /// Opens the article of the headline at `index`.
    public func select(at index: Int) {
        guard displayedHeadlines.indices.contains(index) else { return }
        let headline = displayedHeadlines[index]
        history.markOpened(headline)
        Analytics.shared.track("opened \(headline.id)")
        let article = ArticleScreen(headline: headline)
        article.viewDidLoad()
        shownArticle = article
    }
}
