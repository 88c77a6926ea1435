/// The app's locator for the interactor: the real repository and the real reachability.
///
/// It is the one place that names the real services, and only the composition root,
/// ``AppServices``, makes one.
public struct ArticleInteractorServiceLocator: ArticleInteractorLocating {
    /// Creates the locator.
    public init() {}
    // Mutant: nothing more; the protocols' extensions give the real services.
}
