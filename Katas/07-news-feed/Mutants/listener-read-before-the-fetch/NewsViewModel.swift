/// What the news feed holds: the news loaded so far, or why loading failed.
@MainActor
public final class NewsViewModel {
    /// The news, in the order the loader gave them.
    public private(set) var allNews: [News] = []
    /// Why the last load failed, or nil when it did not.
    public private(set) var loadingError: (any Error)?
    /// Called after every change, so that a screen can show the new state.
    public var onChange: (() -> Void)?

    /// Where the news come from. Volatile (the API is not even written yet), so it is injected.
    private let newsLoader: any NewsLoader

    /// Creates a view model that loads its news through `newsLoader`.
    public init(newsLoader: any NewsLoader) {
        self.newsLoader = newsLoader
    }

    /// Loads the news, keeping them or the error, then tells whoever listens.
    public func load() async {
        // Mutant: the listener is read when the load starts, not when it ends.
        let listener = onChange
        do {
            allNews = try await newsLoader.fetch()
            loadingError = nil
        } catch {
            loadingError = error
        }
        // Mutant: the listener of when the load started.
        listener?()
    }
}
