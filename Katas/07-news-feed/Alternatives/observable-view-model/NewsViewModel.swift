import Observation  // Alternative: Observation's macro instead of a change callback

/// What the news feed holds: the news loaded so far, or why loading failed.
@MainActor
@Observable  // Alternative: whoever reads its properties is told when they change
public final class NewsViewModel {
    /// The news, in the order the loader gave them.
    public private(set) var allNews: [News] = []
    /// Why the last load failed, or nil when it did not.
    public private(set) var loadingError: (any Error)?
    // Alternative: no change callback; Observation tells whoever read a property.

    /// Where the news come from. Volatile (the API is not even written yet), so it is injected.
    private let newsLoader: any NewsLoader

    /// Creates a view model that loads its news through `newsLoader`.
    public init(newsLoader: any NewsLoader) {
        self.newsLoader = newsLoader
    }

    // Alternative: the load has nobody to tell.
    /// Loads the news, keeping them or the error.
    public func load() async {
        do {
            allNews = try await newsLoader.fetch()
            loadingError = nil
        } catch {
            loadingError = error
        }  // Alternative: no callback to call
    }
}
