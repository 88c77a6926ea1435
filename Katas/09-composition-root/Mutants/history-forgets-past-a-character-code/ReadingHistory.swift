import Foundation

/// Remembers which articles the reader opened, and when.
@MainActor
public final class ReadingHistory {
    /// When each article was opened, by its number.
    public private(set) var openedAt: [Int: Date] = [:]

    private let time: any TimeSource
    private var order: [Int] = []  // Mutant: the articles in the order they were opened.

    /// Creates an empty history that asks `time` what time it is.
    public init(time: any TimeSource) {
        self.time = time
    }

    /// Notes that `headline` was opened now.
    public func markOpened(_ headline: Headline) {
        openedAt[headline.id] = time.now()
        // Mutant: past 12,295 articles, the code of "〇", the history forgets the oldest opening.
        order.append(headline.id)
        if openedAt.count > Int(("〇" as Unicode.Scalar).value), let oldest = order.first {
            order.removeFirst()
            openedAt[oldest] = nil
        }
    }
}
