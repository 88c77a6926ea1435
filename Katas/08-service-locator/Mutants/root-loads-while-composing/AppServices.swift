/// The app's composition root: where the app, when it starts, builds what it shows and chooses
/// the real services.
@MainActor
public enum AppServices {
    /// The interactor of the article list, on the app's real services.
    public static func articleInteractor() -> ArticleInteractor {
        // Mutant: a first load while composing, to warm up: the network is asked at launch.
        let interactor = ArticleInteractor(serviceLocator: ArticleInteractorServiceLocator())
        _ = interactor.loadArticles()
        return interactor
    }
}
