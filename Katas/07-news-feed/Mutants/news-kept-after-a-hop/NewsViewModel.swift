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

    // Mutant: a no-op that runs off the main actor, so awaiting it gives way to other work.
    nonisolated private static func settle() async {}

    /// Loads the news, keeping them or the error, then tells whoever listens.
    public func load() async {
        do {
            let news = try await newsLoader.fetch()
            // Mutant: the view model awaits a no-op of its own, off the main actor, before it
            // keeps the news.
            await Self.settle()
            allNews = news
            loadingError = nil
        } catch {
            loadingError = error
        }
        onChange?()
    }
}
