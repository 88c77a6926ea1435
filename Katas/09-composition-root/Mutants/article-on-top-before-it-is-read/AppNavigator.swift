/// Takes the reader from screen to screen: it owns the headlines screen and shows articles on
/// top of it, each made by the factory it is given.
@MainActor
public final class AppNavigator: HeadlinesNavigating {
    /// The first screen.
    public let headlinesScreen: HeadlinesScreen
    /// The article screen shown on top, once one was opened.
    public private(set) var shownArticle: ArticleScreen?

    private let makeArticleScreen: (Headline) -> ArticleScreen

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
        let article = makeArticleScreen(headline)
        shownArticle = article  // Mutant: on top before it loads and says it was read.
        article.viewDidLoad()
    }
}
