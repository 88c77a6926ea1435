// Alternative: whoever shows the feed observes the view model through a protocol of its own.
/// Whoever shows the feed: told after every change of the view model.
@MainActor
public protocol NewsFeedObserving: AnyObject {
    /// The view model's news or error changed.
    func newsFeedDidChange()
}

/// What the news feed holds: the news loaded so far, or why loading failed.
@MainActor
public final class NewsViewModel {
    /// The news, in the order the loader gave them.
    public private(set) var allNews: [News] = []
    /// Why the last load failed, or nil when it did not.
    public private(set) var loadingError: (any Error)?
    /// Told after every change, so that a screen can show the new state. Weak: the screen that
    /// observes the view model owns it.
    public weak var observer: (any NewsFeedObserving)?  // Alternative: a delegate, not a closure

    /// Where the news come from. Volatile (the API is not even written yet), so it is injected.
    private let newsLoader: any NewsLoader

    /// Creates a view model that loads its news through `newsLoader`.
    public init(newsLoader: any NewsLoader) {
        self.newsLoader = newsLoader
    }

    /// Loads the news, keeping them or the error, then tells whoever listens.
    public func load() async {
        do {
            allNews = try await newsLoader.fetch()
            loadingError = nil
        } catch {
            loadingError = error
        }
        observer?.newsFeedDidChange()  // Alternative: the observer is told
    }
}
