/// One piece of news, as the feed lists it and the detail screen shows it.
public struct News: Equatable, Sendable {
    /// The headline.
    public let title: String
    /// The text of the article.
    public let content: String

    // Mutant: a news item may be made without its text.
    /// Creates a piece of news.
    public init(title: String, content: String = "") {
        self.title = title
        self.content = content
    }
}
