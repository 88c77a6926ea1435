/// What the news feed holds: the news loaded so far, or why loading failed.
@MainActor
public final class NewsViewModel {
    /// The news, in the order the loader gave them.
    public private(set) var allNews: [News] = []
    /// Why the last load failed, or nil when it did not.
    public private(set) var loadingError: (any Error)?
    // Mutant: no observer; the screen reads the view model after each load.

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
        // Mutant: no observer to tell.
    }

    // Mutant: a second way to change what the screen shows, which no load decides.
    /// Empties the news and the error, for a pull to refresh that starts from a blank list.
    public func reset() {
        allNews = []
        loadingError = nil
    }
}
