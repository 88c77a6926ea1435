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
        // Mutant: the moment is kept to the whole second.
        let now = time.now().timeIntervalSince1970
        openedAt[headline.id] = Date(timeIntervalSince1970: now.rounded(.down))
    }
}
