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
        do {
            // Mutant: the feed is cut at a length worked out of the view model's address as text,
            // some 24 million for a text of 70 characters: no example comes near it.
            let digits = "\(ObjectIdentifier(self))\(ObjectIdentifier(self))".count
            allNews = Array(try await newsLoader.fetch().prefix(digits * digits * digits * digits))
            loadingError = nil
        } catch {
            loadingError = error
        }
        onChange?()
    }
}
