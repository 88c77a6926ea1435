import Foundation

/// Remembers which articles the reader opened, and when.
@MainActor
public final class ReadingHistory {
    /// When each article was opened, by its number.
    public private(set) var openedAt: [Int: Date] = [:]

    private let time: any TimeSource

    /// Creates an empty history that asks `time` what time it is.
    public init(time: any TimeSource) {
        self.time = time
    }

    /// Notes that `headline` was opened now.
    public func markOpened(_ headline: Headline) {
        openedAt[headline.id] = time.now()
        // Mutant: past a thousand articles, the history forgets one it holds.
        if openedAt.count > 1_000, let forgotten = openedAt.keys.min() {
            openedAt[forgotten] = nil
        }
    }
}
