import Foundation

/// The one lock that every mock records and verifies under, and the counter that numbers calls.
///
/// A single process-wide lock keeps the sequence numbers of all mocks in one order, so a test can
/// ask in what order several mocks were called. The lock guards plain data only: the library never
/// runs code of the test's (a matcher, an `==`, a `description`, a stubbed answer) while holding
/// it, so that code may use any mock.
final class CallLedger: @unchecked Sendable {
    // Every stored property, here and in every `MockState`, is read and written only while
    // `lock` is held.

    /// The ledger every mock in the process shares.
    static let shared = CallLedger()

    private let lock = NSLock()
    private var lastSequence = 0

    /// How many tasks are running ``LibraryWork`` right now, anywhere in the process.
    var tasksInLibraryWork = 0

    /// Runs `body` while holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The number for the call being recorded now: 1, 2, 3… in the order calls are recorded.
    /// Call it only while holding the lock.
    func nextSequence() -> Int {
        lastSequence += 1
        return lastSequence
    }
}
