// Mutant: a second initializer that gets the view model from a wiring enum.
extension NewsViewController {
    /// The feed as the app shows it.
    public convenience init(navigator: any NewsNavigating) {
        self.init(newsViewModel: FeedWiring.makeViewModel(), navigator: navigator)
    }
}

// Mutant: the enum that names the loader, one step away from the screen.
/// How the app's feed is put together.
@MainActor
enum FeedWiring {
    /// The app's view model.
    static func makeViewModel() -> NewsViewModel {
        NewsViewModel(newsLoader: StubNewsLoader())
    }
}
