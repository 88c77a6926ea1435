/// Takes the reader from screen to screen: it owns the headlines screen and shows articles on
/// top of it, each made by the factory it is given.
@MainActor
public final class AppNavigator: HeadlinesNavigating {
    /// The first screen.
    public let headlinesScreen: HeadlinesScreen
    /// The article screen shown on top, once one was opened.
    public private(set) var shownArticle: ArticleScreen?

    private let makeArticleScreen: (Headline) -> ArticleScreen
    // Mutant: the navigator counts openings for the headlines screen.
    /// Counts openings for the headlines screen.
    public var headlinesScreenTracker: (any EventTracking)?

    /// Creates the navigator of `headlinesScreen`, making article screens with
    /// `makeArticleScreen`.
    public init(
        headlinesScreen: HeadlinesScreen,
        makeArticleScreen: @escaping (Headline) -> ArticleScreen
    ) {
        self.headlinesScreen = headlinesScreen
        self.makeArticleScreen = makeArticleScreen
    }

    /// Shows the article of `headline` on top of the headlines.
    public func showArticle(for headline: Headline) {
        headlinesScreenTracker?.track("opened \(headline.id)")  // Mutant: counted here.
        let article = makeArticleScreen(headline)
        article.viewDidLoad()
        shownArticle = article
    }
}
