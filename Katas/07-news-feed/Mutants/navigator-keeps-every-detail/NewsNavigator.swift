/// The app's navigation for the feed: opens each news on a detail screen, on top of the feed.
///
/// It stands in for a navigation controller's push: it loads the screen and keeps it as the one
/// on top, so a test can read it.
@MainActor
public final class NewsNavigator: NewsNavigating {
    // Mutant: every detail screen opened is kept, the last on top, and none is ever let go.
    /// Every detail screen shown, the last on top.
    private var opened: [NewsDetailViewController] = []

    // Mutant: the screen on top is the last one kept.
    /// The detail screen on top, the last one kept.
    public var shownDetail: NewsDetailViewController? { opened.last }

    /// Creates a navigator with nothing shown yet.
    public init() {}

    /// Opens a detail screen for `news` and puts it on top.
    public func showDetail(of news: News) {
        let newsDetailViewController = NewsDetailViewController(news: news)
        newsDetailViewController.viewDidLoad()
        // Mutant: the new screen goes on top of the ones kept.
        opened.append(newsDetailViewController)
    }
}
