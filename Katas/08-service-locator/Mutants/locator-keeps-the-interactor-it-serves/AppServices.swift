/// The app's composition root: where the app, when it starts, builds what it shows and chooses
/// the real services.
@MainActor
public enum AppServices {
    /// The interactor of the article list, on the app's real services.
    public static func articleInteractor() -> ArticleInteractor {
        // Mutant: the interactor the locator keeps.
        ArticleInteractorServiceLocator().articleInteractor
    }
}
