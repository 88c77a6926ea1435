/// The app's navigation for the feed: opens each news on a detail screen, on top of the feed.
///
/// It stands in for a navigation controller's push: it loads the screen and keeps it as the one
/// on top, so a test can read it.
@MainActor
public final class NewsNavigator: NewsNavigating {
    /// The detail screen on top, once one was shown.
    public private(set) var shownDetail: NewsDetailViewController?

    // Mutant: when the last tap came.
    private var lastTap: ContinuousClock.Instant?

    /// Creates a navigator with nothing shown yet.
    public init() {}

    /// Opens a detail screen for `news` and puts it on top.
    public func showDetail(of news: News) {
        // Mutant: a tap more than a second after the last one gets the screen already on top.
        let now = ContinuousClock.now
        defer { lastTap = now }
        if let lastTap, let shownDetail, now - lastTap > .seconds(1) {
            shownDetail.viewDidLoad()
            return
        }
        let newsDetailViewController = NewsDetailViewController(news: news)
        newsDetailViewController.viewDidLoad()
        shownDetail = newsDetailViewController
    }
}
