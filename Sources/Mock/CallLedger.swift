import Foundation

/// The one lock that every mock records and verifies under, and the counters it guards.
///
/// A single process-wide lock keeps the sequence numbers of all mocks in one order, so a test can
/// ask in what order several mocks were called. The lock guards plain data only: the library never
/// runs code of the test's (a matcher, an `==`, a `description`, a stubbed answer) while holding
/// it, so that code may use any mock.
final class CallLedger: @unchecked Sendable {
    // `counters`, and the record of every `MockState`, are read and written only while `lock` is
    // held.

    /// The ledger every mock in the process shares.
    static let shared = CallLedger()

    private let lock = NSLock()

    // Only ever touched while `lock` is held; see `MockState.record` for why the run-time
    // exclusivity check is off.
    @exclusivity(unchecked) private var counters = Counters()

    /// Runs `body` while holding the lock, with the counters.
    func withLock<Result>(_ body: (inout Counters) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&counters)
    }
}

/// What the ledger counts: calls, to number them, and tasks doing ``LibraryWork``.
struct Counters {
    private var lastSequence = 0

    /// How many tasks are doing ``LibraryWork`` right now, anywhere in the process.
    var tasksInLibraryWork = 0

    /// The number for the call being recorded now: 1, 2, 3… in the order calls are recorded.
    mutating func nextSequence() -> Int {
        lastSequence += 1
        return lastSequence
    }
}
