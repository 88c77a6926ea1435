/// The screen that shows one piece of news in full.
///
/// There is no UIKit here: the screen keeps what it would display, so a test can read it.
@MainActor
public final class NewsDetailViewController {
    /// The news this screen shows.
    public let news: News

    /// The headline on screen, once the screen is loaded.
    public private(set) var displayedTitle = ""
    /// The article on screen, once the screen is loaded.
    public private(set) var displayedContent = ""

    // Mutant: the way back, held strongly by the screen its navigator keeps on top.
    /// Where a tap on the back button takes the reader.
    var backNavigator: (any NewsNavigating)?

    /// Creates the screen for `news`.
    public init(news: News) {
        self.news = news
    }

    /// Puts the news on screen.
    public func viewDidLoad() {
        display(news)
    }

    private func display(_ news: News) {
        displayedTitle = news.title
        displayedContent = news.content
    }
}
