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

// Mutant: the seed's default, in a protocol extension: every locator gets the real repository.
extension ArticleRepositoryLocator {
    /// The app's repository, unless a locator says otherwise.
    public func articleRepository() -> any ArticleProviding {
        ArticleRepository()
    }
}
