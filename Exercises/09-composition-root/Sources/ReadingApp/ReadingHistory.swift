import Foundation

/// Remembers which articles the reader opened, and when.
@MainActor
public final class ReadingHistory {
    /// When each article was opened, by its number.
    public private(set) var openedAt: [Int: Date] = [:]

    /// Creates an empty history.
    public init() {}

    /// Notes that `headline` was opened now.
    public func markOpened(_ headline: Headline) {
        openedAt[headline.id] = Date()
    }
}
