import Foundation

/// What one mock has recorded and been told, behind a lock of its own.
///
/// The lock guards plain data only. Nothing the test wrote runs while it is held: not a matcher,
/// an `==`, a `description` or a stubbed answer, and not a `deinit` either, since values are
/// never freed under it (``reset()`` and ``clearCalls()`` take the old record out and let it go
/// after unlocking). So such code may use any mock, this one included.
@usableFromInline
final class MockState: @unchecked Sendable {
    /// Everything the mock holds, in one value so that each change is one access.
    private struct Record {
        /// The calls recorded since the mock was made, reset or cleared, one track per member
        /// and argument types, in the order the tracks were started.
        var tracks: [CallTrack] = []
        /// The track the last call went to, looked at first.
        var lastTrack: CallTrack?
        /// How many calls the tracks hold.
        var callCount = 0
        /// The sequence numbers of the calls a verification matched.
        var verifiedSequences: Set<Int> = []
        /// The stubs, oldest first.
        var stubs: [Stub] = []
        /// The identity of the next stub added.
        var nextStubID = 0
        /// The stubs already reported as listing the wrong number of arguments.
        var stubsReportedForArity: Set<Int> = []
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

    /// Records a call of `method` into its track of `kind` (made by `makeTrack` the first
    /// time), unless ``LibraryWork`` on this task makes it, and returns what is needed to answer
    /// it: nothing when there is no stub (the common case, kept cheap), else the call and the
    /// stubs to search. With `keepingCall`, the call is returned even when there is no stub.
    ///
    /// `appending` only copies the double's arguments into the track, and `boxing` makes them
    /// `Any` after the lock is released: no code of the test's runs under the lock.
    @usableFromInline
    func record(
        _ method: String,
        into known: CallTrack? = nil,
        keepingCall: Bool,
        isTrack: (CallTrack) -> Bool,
        makeTrack: () -> CallTrack,
        appending: (CallTrack, Int) -> Void,
        boxing: () -> [Any]
    ) -> CallToAnswer? {
        /// The track of this call among `tracks`, if one was started.
        func existing(among tracks: [CallTrack]) -> CallTrack? {
            tracks.first { $0.method == method && isTrack($0) }
        }
        if LibraryWork.isRunning(counting: libraryWork) {
            let (stubs, track) = withRecord { ($0.stubs, known ?? existing(among: $0.tracks)) }
            guard !stubs.isEmpty else { return nil }
            let call = RecordedCall(
                sequence: 0,
                number: 0,
                method: method,
                arguments: boxing(),
                kind: (track ?? makeTrack()).kind
            )
            return CallToAnswer(call: call, isRecorded: false, stubs: stubs)
        }
        let answering: (sequence: Int, number: Int, kind: ObjectIdentifier, stubs: [Stub])? =
            withRecord { record in
                let track: CallTrack
                if let known {
                    track = known
                } else if let last = record.lastTrack, last.method == method, isTrack(last) {
                    track = last
                } else if let found = existing(among: record.tracks) {
                    track = found
                    record.lastTrack = found
                } else {
                    track = makeTrack()
                    record.tracks.append(track)
                    record.lastTrack = track
                }
                let number = sequence.add(1)
                appending(track, number)
                record.callCount += 1
                // The common case, nothing stubbed, returns before anything is copied out.
                guard !record.stubs.isEmpty || keepingCall else { return nil }
                return (number, record.callCount, track.kind, record.stubs)
            }
        guard let answering else { return nil }
        let call = RecordedCall(
            sequence: answering.sequence,
            number: answering.number,
            method: method,
            arguments: boxing(),
            kind: answering.kind
        )
        return CallToAnswer(call: call, isRecorded: true, stubs: answering.stubs)
    }

    /// Starts the track of `method` with `kind` unless it exists, and returns it: a ``Member``
    /// names its track when it is made.
    @usableFromInline
    func track(_ method: String, kind: ObjectIdentifier, makeTrack: () -> CallTrack) -> CallTrack {
        withRecord { record in
            if let known = record.tracks.first(where: { $0.kind == kind && $0.method == method }) {
                return known
            }
            let track = makeTrack()
            record.tracks.append(track)
            return track
        }
    }

    /// A snapshot of `track`'s calls, as they stand.
    func snapshot(of track: CallTrack) -> CallArguments {
        withRecord { _ in track.snapshot() }
    }

    /// Every call recorded so far, oldest first.
    var recordedCalls: [RecordedCall] {
        let tracks = withRecord { record in record.tracks.map { ($0.method, $0.snapshot()) } }
        return Self.merged(tracks)
    }

    /// The calls of every track, oldest first, numbered from 1.
    private static func merged(_ tracks: [(method: String, calls: CallArguments)]) -> [RecordedCall]
    {
        let tracks = tracks.filter { !$0.calls.sequences.isEmpty }
        var calls: [RecordedCall] = []
        calls.reserveCapacity(tracks.reduce(0) { $0 + $1.calls.sequences.count })
        if tracks.count == 1, let (method, source) = tracks.first {
            for (entry, sequence) in source.sequences.enumerated() {
                calls.append(
                    RecordedCall(
                        sequence: sequence,
                        number: entry + 1,
                        method: method,
                        source: source,
                        entry: entry
                    )
                )
            }
            return calls
        }
        var next = Array(repeating: 0, count: tracks.count)
        while true {
            var oldest: (track: Int, sequence: Int)?
            for (index, track) in tracks.enumerated()
            where next[index] < track.calls.sequences.count {
                let sequence = track.calls.sequences[next[index]]
                if oldest.map({ sequence < $0.sequence }) ?? true { oldest = (index, sequence) }
            }
            guard let (index, sequence) = oldest else { return calls }
            calls.append(
                RecordedCall(
                    sequence: sequence,
                    number: calls.count + 1,
                    method: tracks[index].method,
                    source: tracks[index].calls,
                    entry: next[index]
                )
            )
            next[index] += 1
        }
    }

    /// The calls that `expectation` matches, oldest first, numbered as in ``recordedCalls``.
    ///
    /// Only the tracks of the expected member are searched, and a call's arguments are read one
    /// by one against the matchers: a verification among many calls boxes none it does not
    /// return. The matchers run after the lock is released, as the test's code must.
    func calls(matching expectation: CallExpectation) -> [RecordedCall] {
        let tracks = withRecord { record in
            record.tracks.map { (method: $0.method, calls: $0.snapshot()) }
        }
        var found: [(sequence: Int, method: String, calls: CallArguments, entry: Int)] = []
        for (method, calls) in tracks where expectation.isExpected(method, kind: calls.kind) {
            for entry in calls.sequences.indices
            where calls.matches(expectation.matchers, entry: entry) {
                found.append((calls.sequences[entry], method, calls, entry))
            }
        }
        if found.count > 1 { found.sort { $0.sequence < $1.sequence } }
        return found.map { call in
            // A call's number is one more than the calls recorded before it, on every track.
            let earlier = tracks.reduce(0) { $0 + $1.calls.sequences.count(before: call.sequence) }
            return RecordedCall(
                sequence: call.sequence,
                number: earlier + 1,
                method: call.method,
                source: call.calls,
                entry: call.entry
            )
        }
    }

    /// The calls that no verification matched, oldest first.
    var unverifiedCalls: [RecordedCall] {
        let verified = withRecord { $0.verifiedSequences }
        return recordedCalls.filter { !verified.contains($0.sequence) }
    }

    /// Remembers that the calls numbered `sequences` were matched by a verification.
    func markVerified(_ sequences: [Int]) {
        withRecord { $0.verifiedSequences.formUnion(sequences) }
    }

    /// Adds a stub; it wins over the ones added before it.
    func addStub(
        method: String,
        matchers: [Arg],
        answers: [Answer],
        kind: ObjectIdentifier? = nil,
        site: CallSite
    ) {
        withRecord { record in
            record.stubs.append(
                Stub(
                    id: record.nextStubID,
                    method: method,
                    matchers: matchers,
                    kind: kind,
                    answers: answers,
                    site: site
                )
            )
            record.nextStubID += 1
        }
    }

    /// The stubs that answered no call yet, and every recorded call.
    var unusedStubs: (stubs: [Stub], calls: [RecordedCall]) {
        let stubs = withRecord { $0.stubs }
        return (stubs.filter { $0.timesUsed == 0 }, recordedCalls)
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

    /// Forgets every call and every stub. The tracks stay, empty: a ``Member`` keeps recording
    /// into its own.
    func reset() {
        let old = withRecord { record in
            let old = (record, record.tracks.map { $0.takeAll() })
            record = Record(tracks: record.tracks)
            return old
        }
        // The old calls and stubs are freed here, after unlocking: freeing an argument may run
        // a `deinit` that calls a double.
        _ = old
    }

    /// Forgets every call, and which ones were verified, but keeps the stubs.
    func clearCalls() {
        let old = withRecord { record in
            let old = (record.tracks.map { $0.takeAll() }, record.verifiedSequences)
            record.callCount = 0
            record.verifiedSequences = []
            return old
        }
        // Freed after unlocking, as in `reset()`.
        _ = old
    }

    /// Forgets every stub, and which stubs were reported, but keeps the calls.
    func clearStubs() {
        let old = withRecord { record in
            let old = record.stubs
            record.stubs = []
            record.stubsReportedForArity = []
            return old
        }
        // Freed after unlocking, as in `reset()`.
        _ = old
    }
}

/// A call to answer, and the stubs that may answer it.
@usableFromInline
struct CallToAnswer {
    let call: RecordedCall
    /// Whether the call was recorded: not when ``LibraryWork`` made it.
    let isRecorded: Bool
    let stubs: [Stub]
}

extension ContiguousArray<Int> {
    /// How many of these numbers, sorted from the smallest, are smaller than `value`.
    fileprivate func count(before value: Int) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
