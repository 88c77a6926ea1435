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

    // Mutant: keeps only the openings of headlines still listed.
    func forget(except headlines: [Headline]) {
        let listed = Set(headlines.map(\.id))
        openedAt = openedAt.filter { listed.contains($0.key) }
    }

    /// Notes that `headline` was opened now.
    public func markOpened(_ headline: Headline) {
        openedAt[headline.id] = time.now()
    }
}
