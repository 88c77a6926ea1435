/// Where the app's articles are kept.
public final class ArticleRepository: ArticleProviding {
    /// Creates the repository.
    public init() {}

    // Mutant: changed for this wrong version (see README.md).
    /// Every article there is, newest first; none when the device is offline.
    public func articlesList() -> [Article] {
        // Mutant: the repository asks the real Reachability itself, past the locator.
        guard Reachability().isConnected() else { return [] }
        return [Article(title: "Katas teach by doing"), Article(title: "The arrow turns around")]
    }
}
