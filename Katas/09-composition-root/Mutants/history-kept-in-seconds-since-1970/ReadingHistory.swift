import Foundation

/// Remembers which articles the reader opened, and when.
@MainActor
public final class ReadingHistory {
    /// When each article was opened, by its number.
    public var openedAt: [Int: Date] {
        // Mutant: the moments are kept as seconds since 1970, and made dates again when read.
        seconds.mapValues { Date(timeIntervalSince1970: $0) }
    }

    // Mutant: each moment as seconds since 1970.
    private var seconds: [Int: Double] = [:]

    private let time: any TimeSource

    /// Creates an empty history that asks `time` what time it is.
    public init(time: any TimeSource) {
        self.time = time
    }

    /// Notes that `headline` was opened now.
    public func markOpened(_ headline: Headline) {
        // Mutant: the moment kept as seconds since 1970.
        seconds[headline.id] = time.now().timeIntervalSince1970
    }
}
