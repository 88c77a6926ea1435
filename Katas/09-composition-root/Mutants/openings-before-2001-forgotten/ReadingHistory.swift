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
        let moment = time.now()
        // Mutant: a moment before the start of 2001 is taken for a clock's mistake and dropped.
        guard moment.timeIntervalSinceReferenceDate >= 0 else { return }
        openedAt[headline.id] = moment
    }
}
