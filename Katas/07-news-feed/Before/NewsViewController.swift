/// The news feed screen: lists the latest news and opens the one the reader taps.
///
/// There is no UIKit here: the screen keeps what it would display, so a test can read it.
@MainActor
public final class NewsViewController {
    /// The news on screen.
    public private(set) var displayedNews: [News] = []
    /// The error on screen, when the news could not be loaded.
    public private(set) var displayedError: String?
    /// The detail screen shown on top of this one, once the reader tapped a news item.
    public private(set) var shownDetail: NewsDetailViewController?

    private let newsViewModel: NewsViewModel

    /// Creates the news feed screen.
    public init() {
        newsViewModel = NewsViewModel(newsLoader: APINewsLoader(session: .shared))
        newsViewModel.onChange = { [weak self] in self?.render() }
    }

    /// Loads the news and shows them, or shows why they could not be loaded.
    public func viewDidLoad() async {
        await newsViewModel.load()
    }

    /// Opens the detail screen of the news the reader tapped.
    public func tappedOn(news: News) {
        show(NewsDetailViewController(news: news))
    }

    private func render() {
        displayedNews = newsViewModel.allNews
        displayedError =
            newsViewModel.loadingError == nil ? nil : "The news could not be loaded."
    }

    /// Stands in for UIKit's `show(_:sender:)`: loads the screen and puts it on top of this one.
    private func show(_ screen: NewsDetailViewController) {
        screen.viewDidLoad()
        shownDetail = screen
    }
}
