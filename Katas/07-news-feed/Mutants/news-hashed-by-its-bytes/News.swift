// Mutant: news hash their text's bytes, while == compares the text as Swift reads it.
/// One piece of news, as the feed lists it and the detail screen shows it.
public struct News: Hashable, Sendable {
    /// The bytes of the title and of the text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(Array(title.utf8))
        hasher.combine(Array(content.utf8))
    }

    /// The headline.
    public let title: String
    /// The text of the article.
    public let content: String

    /// Creates a piece of news.
    public init(title: String, content: String) {
        self.title = title
        self.content = content
    }
}
