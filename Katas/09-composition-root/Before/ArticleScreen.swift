/// The screen of one article.
@MainActor
public final class ArticleScreen {
    /// The headline it shows.
    public let headline: Headline

    /// Creates the screen of `headline`.
    public init(headline: Headline) {
        self.headline = headline
    }

    /// Counts the reading.
    public func viewDidLoad() {
        Analytics.shared.track("read \(headline.id)")
    }
}
