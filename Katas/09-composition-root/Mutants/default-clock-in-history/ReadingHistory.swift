import Foundation

/// Remembers which articles the reader opened, and when.
@MainActor
public final class ReadingHistory {
    /// When each article was opened, by its number.
    public private(set) var openedAt: [Int: Date] = [:]

    private let time: any TimeSource

    // Mutant: the history picks the system clock when it is given none.
    /// Creates an empty history that asks `time` what time it is.
    init(time: any TimeSource = SystemTime()) {
        self.time = time
    }

    /// Notes that `headline` was opened now.
    public func markOpened(_ headline: Headline) {
        openedAt[headline.id] = time.now()
    }
}
