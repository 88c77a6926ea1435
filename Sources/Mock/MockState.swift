/// What one mock has recorded and been told: an ordinary class whose one stored record is read
/// and written only while the ``CallLedger``'s lock is held, by its own methods.
final class MockState: @unchecked Sendable {
    /// Everything the mock holds, in one value so that each change is one access.
    private struct Record {
        /// Every call recorded since the mock was made or reset, oldest first.
        var calls: [RecordedCall] = []
        /// The sequence numbers of the calls a verification matched.
        var verifiedSequences: Set<Int> = []
        /// The stubs, oldest first.
        var stubs: [Stub] = []
        /// The identity of the next stub added.
        var nextStubID = 0
    }

    private let ledger = CallLedger.shared

    // The lock already makes every access to `record` exclusive. Swift would check that again at
    // run time, on every call recorded, and that check costs more than the lock (MockBenchmark:
    // about 30 ns a call), so it is turned off for this one property.
    @exclusivity(unchecked) private var record = Record()

    /// Records a call, unless ``LibraryWork`` on this task makes it, and returns what is needed
    /// to answer it: nothing when there is no stub (the common case, kept cheap), else the call
    /// (`nil` when it was not recorded) and the stubs to search. With `keepingCall`, the call is
    /// returned even when there is no stub.
    func record(_ method: String, _ arguments: [Any], keepingCall: Bool) -> CallToAnswer? {
        ledger.withLock { counters in
            guard !LibraryWork.isRunning(given: counters) else {
                return record.stubs.isEmpty ? nil : CallToAnswer(call: nil, stubs: record.stubs)
            }
            record.calls.append(
                RecordedCall(
                    sequence: counters.nextSequence(),
                    number: record.calls.count + 1,
                    method: method,
                    arguments: arguments
                )
            )
            guard !record.stubs.isEmpty || keepingCall else { return nil }
            return CallToAnswer(call: record.calls.last, stubs: record.stubs)
        }
    }

    /// Every call recorded so far, oldest first.
    var recordedCalls: [RecordedCall] {
        ledger.withLock { _ in record.calls }
    }

    /// The calls that no verification matched, oldest first.
    var unverifiedCalls: [RecordedCall] {
        ledger.withLock { _ in
            record.calls.filter { !record.verifiedSequences.contains($0.sequence) }
        }
    }

    /// Remembers that the calls numbered `sequences` were matched by a verification.
    func markVerified(_ sequences: some Sequence<Int>) {
        ledger.withLock { _ in record.verifiedSequences.formUnion(sequences) }
    }

    /// Adds a stub; it wins over the ones added before it.
    func addStub(method: String, matchers: [Arg], answers: [Answer]) {
        ledger.withLock { _ in
            record.stubs.append(
                Stub(id: record.nextStubID, method: method, matchers: matchers, answers: answers)
            )
            record.nextStubID += 1
        }
    }

    /// The stubs that answered no call yet, and every recorded call.
    var unusedStubs: (stubs: [Stub], calls: [RecordedCall]) {
        ledger.withLock { _ in (record.stubs.filter { $0.timesUsed == 0 }, record.calls) }
    }

    /// The next answer of the stub with identity `id`, moving it on to the following one; `nil`
    /// when the stub is gone (the mock was reset meanwhile).
    func takeAnswer(fromStub id: Int) -> Answer? {
        ledger.withLock { _ in
            guard let index = record.stubs.firstIndex(where: { $0.id == id }) else { return nil }
            return record.stubs[index].takeAnswer()
        }
    }

    /// Forgets every call and every stub.
    func reset() {
        ledger.withLock { _ in record = Record() }
    }
}

/// A call to answer, and the stubs that may answer it.
struct CallToAnswer {
    /// The call, or `nil` when ``LibraryWork`` made it and it was not recorded.
    let call: RecordedCall?
    let stubs: [Stub]
}
