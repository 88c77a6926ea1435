/// A newspaper article, as the list shows it.
public struct Article: Equatable, Sendable {
    /// The headline.
    public let title: String

    /// Creates an article.
    public init(title: String) {
        self.title = title
    }
}
