import Foundation

/// Remembers which articles the reader opened, and when.
@MainActor
public final class ReadingHistory {
    /// When each article was opened, by its number.
    public private(set) var openedAt: [Int: Date] = [:]

    private let moment: Date  // Mutant: the time, read once.

    /// Creates an empty history that asks `time` what time it is.
    public init(time: any TimeSource) {
        moment = time.now()  // Mutant: asked when the history is made, never again.
    }

    /// Notes that `headline` was opened now.
    public func markOpened(_ headline: Headline) {
        openedAt[headline.id] = moment  // Mutant: every opening at the same moment.
    }
}
