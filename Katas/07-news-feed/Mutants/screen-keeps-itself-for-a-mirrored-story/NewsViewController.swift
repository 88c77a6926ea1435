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
        // Mutant: a story whose text is its title backwards makes the screen keep itself, in a
        // box no property names as a screen: it is never freed, nor what it holds.
        if news.content == String(news.title.reversed()), !news.title.isEmpty {
            // Mutant: the screen held by a property of its own.
            keptForDeepLinks = AnyIterator(
                CollectionOfOne(self).lazy.map { _ in () }.makeIterator()
            )
        }
        navigator.showDetail(of: news)
    }

    // Mutant: where the screen keeps itself.
    private var keptForDeepLinks: AnyIterator<Void>?

    private func render() {
        displayedNews = newsViewModel.allNews
        displayedError =
            newsViewModel.loadingError == nil ? nil : "The news could not be loaded."
    }
}
