/// Takes the reader from screen to screen: it owns the headlines screen and shows articles on
/// top of it, each made by the factory it is given.
@MainActor
public final class AppNavigator: HeadlinesNavigating {
    /// The first screen.
    public let headlinesScreen: HeadlinesScreen
    /// The article screen shown on top, once one was opened.
    public private(set) var shownArticle: ArticleScreen?

    private let makeArticleScreen: (Headline) -> ArticleScreen
    // Mutant: the screens already made, by headline, to open an article again faster.
    private var madeScreens: [Int: ArticleScreen] = [:]

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
        // Mutant: an article opened again gets the screen of its first opening.
        let article = madeScreens[headline.id] ?? makeArticleScreen(headline)
        madeScreens[headline.id] = article
        article.viewDidLoad()
        shownArticle = article
    }
}
