/// Takes the reader from screen to screen: it owns the headlines screen and shows articles on
/// top of it, each made by the factory it is given.
@MainActor
public final class AppNavigator: HeadlinesNavigating {
    /// The first screen.
    public let headlinesScreen: HeadlinesScreen
    /// The article screen shown on top, once one was opened.
    public private(set) var shownArticle: ArticleScreen?

    private let makeArticleScreen: (Headline) -> ArticleScreen
    // Mutant: the article screens shown so far, none ever let go.
    private var opened: [ArticleScreen] = []

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
        article.viewDidLoad()
        shownArticle = article
        // Mutant: every article shown is kept, for a way back the app does not have.
        opened.append(article)
    }
}
