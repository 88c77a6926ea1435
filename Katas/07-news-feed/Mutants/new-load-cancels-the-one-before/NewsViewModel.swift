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
    // Mutant: the fetch that runs, to cancel it when another load starts.
    private var running: Task<[News], any Error>?

    /// Creates a view model that loads its news through `newsLoader`.
    public init(newsLoader: any NewsLoader) {
        self.newsLoader = newsLoader
    }

    /// Loads the news, keeping them or the error, then tells whoever listens.
    public func load() async {
        // Mutant: a new load cancels the fetch before, and fetches in a task of its own.
        running?.cancel()
        let loader = newsLoader
        let fetch = Task { try await loader.fetch() }
        running = fetch
        do {
            // Mutant: the news come from that task.
            allNews = try await fetch.value
            loadingError = nil
        } catch {
            loadingError = error
        }
        onChange?()
    }
}
