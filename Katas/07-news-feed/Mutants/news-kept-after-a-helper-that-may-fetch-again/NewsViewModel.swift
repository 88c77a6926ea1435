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

    // Mutant: a helper that leaves the main actor and asks the loader only when `needed`.
    nonisolated private func fetchAgain(if needed: Bool) async throws -> [News]? {
        needed ? try await newsLoader.fetch() : nil
    }

    /// Loads the news, keeping them or the error, then tells whoever listens.
    public func load() async {
        do {
            let news = try await newsLoader.fetch()
            // Mutant: a helper off the main actor that fetches again only if a condition that
            // never holds does, awaited before the news are kept.
            allNews = try await fetchAgain(if: news.isEmpty && !news.isEmpty) ?? news
            loadingError = nil
        } catch {
            loadingError = error
        }
        onChange?()
    }
}
