import Foundation

/// What one mock has recorded and been told, behind a lock of its own.
///
/// The lock guards plain data only. Nothing the test wrote runs while it is held: not a matcher,
/// an `==`, a `description` or a stubbed answer, and not a `deinit` either, since values are
/// never freed under it (``reset()`` and ``clearCalls()`` take the old record out and let it go
/// after unlocking). So such code may use any mock, this one included.
final class MockState: @unchecked Sendable {
    /// Everything the mock holds, in one value so that each change is one access.
    private struct Record {
        /// Every call recorded since the mock was made, reset or cleared, oldest first.
        var calls = CallList()
        /// The sequence numbers of the calls a verification matched.
        var verifiedSequences: Set<Int> = []
        /// The stubs, oldest first.
        var stubs: [Stub] = []
        /// The identity of the next stub added.
        var nextStubID = 0
        /// The stubs already reported as listing the wrong number of arguments.
        var stubsReportedForArity: Set<Int> = []
        /// The block the next call's arguments go to; every block holds arguments of a call in
        /// `calls`, so replacing it frees nothing.
        var block: ArgumentBlock?
    }

    private let lock = NSLock()

    /// The process's counters, read once here rather than through their lazily made globals on
    /// every call.
    private let sequence = ProcessCounter.sequence
    private let libraryWork = ProcessCounter.libraryWork

    // The lock already makes every access to `record` exclusive. Swift would check that again at
    // run time, on every call recorded, and that check costs more than the lock, so it is turned
    // off for this one property.
    @exclusivity(unchecked) private var record = Record()

    /// Runs `body` on the record while holding the lock. `body` must not free a value of the
    /// test's: it may only add to the record, read it, or hand values out.
    private func withRecord<Result>(_ body: (inout Record) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&record)
    }

    /// Records a call whose `count` arguments `writing` copies into a block, unless
    /// ``LibraryWork`` on this task makes it, and returns what is needed to answer it: nothing
    /// when there is no stub (the common case, kept cheap), else the call and the stubs to
    /// search. With `keepingCall`, the call is returned even when there is no stub.
    ///
    /// `writing` only copies the double's arguments: no code of the test's runs under the lock.
    func record(
        _ method: String,
        argumentCount count: Int,
        keepingCall: Bool,
        writing: (ArgumentBlock) -> Void
    ) -> CallToAnswer? {
        if LibraryWork.isRunning(counting: libraryWork) {
            let stubs = withRecord { $0.stubs }
            guard !stubs.isEmpty else { return nil }
            let block = ArgumentBlock(capacity: count)
            writing(block)
            let call = RecordedCall(
                sequence: 0,
                number: 0,
                method: method,
                block: block,
                start: 0,
                count: count
            )
            return CallToAnswer(call: call, isRecorded: false, stubs: stubs)
        }
        return withRecord { record in
            let block: ArgumentBlock
            if let current = record.block, current.room >= count {
                block = current
            } else {
                block = ArgumentBlock(capacity: max(count, record.block?.nextCapacity ?? 8))
                record.block = block
            }
            let start = block.end
            writing(block)
            record.calls.append(
                RecordedCall(
                    sequence: sequence.add(1),
                    number: record.calls.count + 1,
                    method: method,
                    block: block,
                    start: start,
                    count: count
                )
            )
            // The common case, nothing stubbed, returns before anything is copied out.
            guard !record.stubs.isEmpty || keepingCall else { return nil }
            return CallToAnswer(
                call: record.calls.last
                    ?? RecordedCall(sequence: 0, number: 0, method: method, arguments: []),
                isRecorded: true,
                stubs: record.stubs
            )
        }
    }

    /// Every call recorded so far, oldest first.
    var recordedCalls: [RecordedCall] {
        withRecord { $0.calls }.all
    }

    /// The calls that no verification matched, oldest first.
    var unverifiedCalls: [RecordedCall] {
        let (calls, verified) = withRecord { ($0.calls, $0.verifiedSequences) }
        return calls.all.filter { !verified.contains($0.sequence) }
    }

    /// Remembers that the calls numbered `sequences` were matched by a verification.
    func markVerified(_ sequences: [Int]) {
        withRecord { $0.verifiedSequences.formUnion(sequences) }
    }

    /// Adds a stub; it wins over the ones added before it.
    func addStub(method: String, matchers: [Arg], answers: [Answer], site: CallSite) {
        withRecord { record in
            record.stubs.append(
                Stub(
                    id: record.nextStubID,
                    method: method,
                    matchers: matchers,
                    answers: answers,
                    site: site
                )
            )
            record.nextStubID += 1
        }
    }

    /// The stubs that answered no call yet, and every recorded call.
    var unusedStubs: (stubs: [Stub], calls: [RecordedCall]) {
        let (stubs, calls) = withRecord { ($0.stubs, $0.calls) }
        return (stubs.filter { $0.timesUsed == 0 }, calls.all)
    }

    /// The next answer of the stub with identity `id`, moving it on to the following one; `nil`
    /// when the stub is gone (the mock was reset meanwhile).
    func takeAnswer(fromStub id: Int) -> Answer? {
        withRecord { record in
            guard let index = record.stubs.firstIndex(where: { $0.id == id }) else { return nil }
            return record.stubs[index].takeAnswer()
        }
    }

    /// Whether the stub with identity `id` is yet to be reported for its number of arguments;
    /// it counts as reported from now on.
    func shouldReportArity(ofStub id: Int) -> Bool {
        withRecord { $0.stubsReportedForArity.insert(id).inserted }
    }

    /// Forgets every call and every stub.
    func reset() {
        let old = withRecord { record in
            let old = record
            record = Record()
            return old
        }
        // The old calls and stubs are freed here, after unlocking: freeing an argument may run
        // a `deinit` that calls a double.
        _ = old
    }

    /// Forgets every call, and which ones were verified, but keeps the stubs.
    func clearCalls() {
        let old = withRecord { record in
            let old = (record.calls, record.verifiedSequences, record.block)
            record.calls = CallList()
            record.verifiedSequences = []
            record.block = nil
            return old
        }
        // Freed after unlocking, as in `reset()`.
        _ = old
    }
}

/// A call to answer, and the stubs that may answer it.
struct CallToAnswer {
    let call: RecordedCall
    /// Whether the call was recorded: not when ``LibraryWork`` made it.
    let isRecorded: Bool
    let stubs: [Stub]
}
