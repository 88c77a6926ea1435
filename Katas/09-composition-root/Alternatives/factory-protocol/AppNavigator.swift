/// Takes the reader from screen to screen: it owns the headlines screen and shows articles on
/// top of it, each made by the factory it is given.
@MainActor
public final class AppNavigator: HeadlinesNavigating {
    /// The first screen.
    public let headlinesScreen: HeadlinesScreen
    /// The article screen shown on top, once one was opened.
    public private(set) var shownArticle: ArticleScreen?

    // Alternative: article screens come from a factory protocol.
    private let articleScreens: any ArticleScreenMaking

    /// Creates the navigator of `headlinesScreen`, making article screens with
    /// `makeArticleScreen`.
    public init(
        headlinesScreen: HeadlinesScreen,
        // Alternative: the factory is an object that can make article screens.
        articleScreens: any ArticleScreenMaking
    ) {
        self.headlinesScreen = headlinesScreen
        self.articleScreens = articleScreens  // Alternative: kept.
    }

    /// Shows the article of `headline` on top of the headlines.
    public func showArticle(for headline: Headline) {
        let article = articleScreens.makeArticleScreen(for: headline)  // Alternative: asked.
        article.viewDidLoad()
        shownArticle = article
    }
}
