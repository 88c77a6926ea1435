/// Anything that can list the articles: the interactor's view of a repository.
public protocol ArticleProviding {
    /// Every article there is, newest first.
    func articlesList() -> [Article]
}

/// Finds the object that lists the articles, for whoever needs one.
///
/// It only says what a locator can give; which repository is the real one is decided by the
/// app's locator, at the composition root.
public protocol ArticleRepositoryLocator {
    /// The article provider to use.
    func articleRepository() -> any ArticleProviding
}
