// Mutant: a second initializer takes a loader only to pass it on to a view model it builds.

extension NewsViewController {
    /// Creates the feed screen over `newsLoader`, for callers that have a loader at hand.
    public convenience init(newsLoader: any NewsLoader, navigator: any NewsNavigating) {
        self.init(newsViewModel: NewsViewModel(newsLoader: newsLoader), navigator: navigator)
    }
}
