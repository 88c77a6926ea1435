/// The news feed screen: lists the latest news and opens the one the reader taps.
///
/// There is no UIKit here: the screen keeps what it would display, so a test can read it.
@MainActor
public final class NewsViewController {
    /// The news on screen.
    public private(set) var displayedNews: [News] = []
    /// The error on screen, when the news could not be loaded.
    public private(set) var displayedError: String?

    /// What the screen shows. It depends on a loader, so it is built outside, whole.
    private let newsViewModel: NewsViewModel
    /// Where a tap takes the reader.
    private let navigator: any NewsNavigating

    /// Creates the feed screen for `newsViewModel`, navigating through `navigator`.
    public init(newsViewModel: NewsViewModel, navigator: any NewsNavigating) {
        self.newsViewModel = newsViewModel
        self.navigator = navigator
        newsViewModel.onChange = { [weak self] in self?.render() }
    }

    /// Loads the news and shows them, or shows why they could not be loaded.
    public func viewDidLoad() async {
        await newsViewModel.load()
        // Mutant: the screen hands the main actor an empty job and awaits it after the load.
        await MainActor.run {}
    }

    /// Opens the detail of the news the reader tapped.
    public func tappedOn(news: News) {
        navigator.showDetail(of: news)
    }

    private func render() {
        displayedNews = newsViewModel.allNews
        displayedError =
            newsViewModel.loadingError == nil ? nil : "The news could not be loaded."
    }
}
