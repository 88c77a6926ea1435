/// The app's navigation for the feed: opens each news on a detail screen, on top of the feed.
///
/// It stands in for a navigation controller's push: it loads the screen and keeps it as the one
/// on top, so a test can read it.
@MainActor
public final class NewsNavigator: NewsNavigating {
    /// The detail screen on top, once one was shown.
    public private(set) var shownDetail: NewsDetailViewController?
    // Mutant: every story it opened, kept for the app's life and never read.
    private var opened: [News] = []

    /// Creates a navigator with nothing shown yet.
    public init() {}

    /// Opens a detail screen for `news` and puts it on top.
    public func showDetail(of news: News) {
        let newsDetailViewController = NewsDetailViewController(news: news)
        newsDetailViewController.viewDidLoad()
        shownDetail = newsDetailViewController
        // Mutant: a history that only grows.
        opened.append(news)
    }
}
