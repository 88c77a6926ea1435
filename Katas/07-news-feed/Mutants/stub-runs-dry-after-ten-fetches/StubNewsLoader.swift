import Foundation  // Mutant: for the lock of the fetch count.

/// Gives the same three pieces of news every time, so the feed can be built, shown and tried
/// before the API loader exists.
public struct StubNewsLoader: NewsLoader {
    // Mutant: counts the fetches, so that the stub runs dry after ten.
    final class Fetches: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func next() -> Int {
            lock.withLock {
                count += 1
                return count
            }
        }
    }

    private let fetches = Fetches()  // Mutant: shared by every copy of the stub.

    /// Creates the stub.
    public init() {}

    /// Three pieces of news, always the same.
    public func fetch() async throws -> [News] {
        // Mutant: from the eleventh fetch on, no news at all.
        guard fetches.next() <= 10 else { return [] }
        return [
            News(title: "Library opens at night", content: "From Monday the reading room…"),
            News(title: "River festival moved", content: "Rain is forecast for Saturday, so…"),
            News(title: "New tram line tested", content: "The first empty trams ran today…"),
        ]
    }
}
