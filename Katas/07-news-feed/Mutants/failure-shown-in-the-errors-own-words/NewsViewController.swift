import Foundation  // Mutant: for LocalizedError.

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
    }

    /// Opens the detail of the news the reader tapped.
    public func tappedOn(news: News) {
        navigator.showDetail(of: news)
    }

    private func render() {
        displayedNews = newsViewModel.allNews
        // Mutant: an error that can say what went wrong is shown in its own words.
        switch newsViewModel.loadingError {
        case nil: displayedError = nil
        case let error as LocalizedError where error.errorDescription != nil:
            displayedError = error.errorDescription
        default: displayedError = "The news could not be loaded."
        }
    }
}
