/// Where the app's articles are kept.
public final class ArticleRepository: ArticleProviding {
    // Mutant: every list it served, kept and never read.
    private var served: [[Article]] = []

    /// Creates the repository.
    public init() {}

    /// Every article there is, newest first.
    public func articlesList() -> [Article] {
        let articles = [
            Article(title: "Katas teach by doing"), Article(title: "The arrow turns around"),
        ]
        // Mutant: a log that only grows.
        served.append(articles)
        return articles
    }
}
