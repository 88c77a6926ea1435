import Foundation

/// The one lock that every mock records and verifies under, and the counter that numbers calls.
///
/// A single process-wide lock keeps the sequence numbers of all mocks in one order, so a test can
/// ask in what order several mocks were called. A test double is never hot enough for the shared
/// lock to be contended in a way that matters.
final class CallLedger: @unchecked Sendable {
    // The counter, and the record of every `MockState`, are touched only while `lock` is held.

    /// The ledger every mock in the process shares.
    static let shared = CallLedger()

    private let lock = NSLock()

    /// The counter. The ledger lives as long as the process, so this is never deallocated.
    private let counter: UnsafeMutablePointer<SequenceCounter> = {
        let pointer = UnsafeMutablePointer<SequenceCounter>.allocate(capacity: 1)
        pointer.initialize(to: SequenceCounter())
        return pointer
    }()

    /// Runs `body` while holding the lock, with the counter that numbers new calls.
    func withLock<Result>(_ body: (inout SequenceCounter) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&counter.pointee)
    }
}

/// Hands out sequence numbers 1, 2, 3… in the order calls are recorded.
struct SequenceCounter {
    private var last = 0

    /// The number for the call being recorded now.
    mutating func next() -> Int {
        last += 1
        return last
    }
}

/// What one mock has recorded and been told.
struct MockRecord {
    var calls: [RecordedCall] = []
    var verifiedSequences: Set<Int> = []
    var stubs: [Stub] = []
}

/// A mock's record, reachable only under the ledger's lock.
///
/// The record sits behind a pointer rather than in a stored property: Swift checks exclusive
/// access to a class's stored properties at run time, and on the recording path those checks
/// cost more than the lock and the append together.
final class MockState: @unchecked Sendable {
    private let record: UnsafeMutablePointer<MockRecord>

    init() {
        record = .allocate(capacity: 1)
        record.initialize(to: MockRecord())
    }

    deinit {
        record.deinitialize(count: 1)
        record.deallocate()
    }

    /// Runs `body` on the record while holding the ledger's lock, with the counter that numbers
    /// calls.
    func withLock<Result>(
        _ body: (inout MockRecord, inout SequenceCounter) throws -> Result
    ) rethrows -> Result {
        try CallLedger.shared.withLock { counter in
            try body(&record.pointee, &counter)
        }
    }
}
