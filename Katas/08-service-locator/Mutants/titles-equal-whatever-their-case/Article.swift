/// A newspaper article, as the list shows it.
public struct Article: Equatable, Sendable {
    // Mutant: an == of its own, which ignores the headline's case.
    /// One story, however its headline is capitalised.
    public static func == (lhs: Article, rhs: Article) -> Bool {
        lhs.title.lowercased() == rhs.title.lowercased()
    }

    /// The headline.
    public let title: String

    /// Creates an article.
    public init(title: String) {
        self.title = title
    }
}
