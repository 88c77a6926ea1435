import Foundation

/// Anything that can give today's headlines.
public protocol HeadlinesLoading: Sendable {
    /// Today's headlines.
    func fetchHeadlines() async throws -> [Headline]
}

/// Anything that can say what time it is.
public protocol TimeSource {
    /// This moment.
    func now() -> Date
}

// Mutant: the live clock written beside its protocol, in the seams' file.
/// The system clock.
struct SystemTime: TimeSource {
    func now() -> Date { Date() }
}

/// Anything that can record what readers do.
@MainActor
public protocol EventTracking: AnyObject {
    /// Records that `event` happened.
    func track(_ event: String)
}

/// Anything that can take the reader from the headlines to an article.
@MainActor
public protocol HeadlinesNavigating: AnyObject {
    /// Shows the article of `headline`.
    func showArticle(for headline: Headline)
}
