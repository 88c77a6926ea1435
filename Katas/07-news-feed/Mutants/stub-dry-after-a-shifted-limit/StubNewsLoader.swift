// Mutant: a lock guards the count of fetches.
import Synchronization

/// Gives the same three pieces of news every time, so the feed can be built, shown and tried
/// before the API loader exists.
public struct StubNewsLoader: NewsLoader {
    // Mutant: how many fetches the stub answers, written as a shift.
    private static let freshFetches = 1 << 9
    // Mutant: the fetches made so far, shared by the stub's copies.
    private let fetches = Fetches()

    // Mutant: a box for the count.
    private final class Fetches: Sendable {
        let count = Mutex(0)
    }

    /// Creates the stub.
    public init() {}

    /// Three pieces of news, always the same.
    public func fetch() async throws -> [News] {
        // Mutant: past the limit, no news.
        let count = fetches.count.withLock { count in
            count += 1
            return count
        }
        if count > Self.freshFetches { return [] }
        return [
            News(title: "Library opens at night", content: "From Monday the reading room…"),
            News(title: "River festival moved", content: "Rain is forecast for Saturday, so…"),
            News(title: "New tram line tested", content: "The first empty trams ran today…"),
        ]
    }
}
