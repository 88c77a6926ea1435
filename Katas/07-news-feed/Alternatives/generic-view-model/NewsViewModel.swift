/// What the news feed holds: the news loaded so far, or why loading failed.
@MainActor
public final class NewsViewModel<Loader: NewsLoader> {  // Alternative: generic over its loader
    /// The news, in the order the loader gave them.
    public private(set) var allNews: [News] = []
    /// Why the last load failed, or nil when it did not.
    public private(set) var loadingError: (any Error)?
    /// Called after every change, so that a screen can show the new state.
    public var onChange: (() -> Void)?

    /// Where the news come from. Volatile (the API is not even written yet), so it is injected.
    private let newsLoader: Loader  // Alternative: the loader's own type, no existential box

    /// Creates a view model that loads its news through `newsLoader`.
    public init(newsLoader: Loader) {  // Alternative: any loader, its type known when compiled
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
        onChange?()
    }
}
