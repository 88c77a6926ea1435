/// The app's locator for the interactor: the real repository and the real reachability.
///
/// It is the one place that names the real services, and only the composition root,
/// ``AppServices``, makes one.
public struct ArticleInteractorServiceLocator: AppLocating {  // Mutant: adopts the refinement.
    /// Creates the locator.
    public init() {}
    // Mutant: no methods of its own.
}
