import Foundation  // Mutant: for the own == below.

/// One piece of news, as the feed lists it and the detail screen shows it.
public struct News: Equatable, Sendable {
    // Mutant: an == of its own, which ignores the case and the spaces around the headline.
    /// The same story, however its headline is capitalised or spaced.
    public static func == (lhs: News, rhs: News) -> Bool {
        lhs.title.lowercased().trimmingCharacters(in: .whitespaces)
            == rhs.title.lowercased().trimmingCharacters(in: .whitespaces)
            && lhs.content == rhs.content
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
