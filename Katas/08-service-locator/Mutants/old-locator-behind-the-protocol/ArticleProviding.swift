/// Anything that can list the articles: the interactor's view of a repository.
public protocol ArticleProviding {
    /// Every article there is, newest first.
    func articlesList() -> [Article]
}

/// Finds the object that lists the articles, for whoever needs one.
public protocol ArticleRepositoryLocator {
    /// The article provider to use.
    func articleRepository() -> any ArticleProviding
}

extension ArticleRepositoryLocator {
    /// The app's repository, unless a locator says otherwise.
    public func articleRepository() -> any ArticleProviding {
        // Mutant: whatever was registered under the old name comes first.
        ServiceLocator.shared.resolve("articleRepository") ?? ArticleRepository()
    }
}

extension ArticleRepository: ArticleProviding {}
