/// The app's navigation for the feed: opens each news on a detail screen, on top of the feed.
///
/// It stands in for a navigation controller's push: it loads the screen and keeps it as the one
/// on top, so a test can read it.
@MainActor
public final class NewsNavigator: NewsNavigating {
    /// The detail screen on top, once one was shown.
    public private(set) var shownDetail: NewsDetailViewController?

    /// Creates a navigator with nothing shown yet.
    public init() {}

    /// Opens a detail screen for `news` and puts it on top.
    public func showDetail(of news: News) {
        // Mutant: a story with no title and no text opens nothing, "as there is nothing to show".
        guard !(news.title.isEmpty && news.content.isEmpty) else { return }
        let newsDetailViewController = NewsDetailViewController(news: news)
        newsDetailViewController.viewDidLoad()
        shownDetail = newsDetailViewController
    }
}
