// Times what the Mock library costs against a spy written by hand, in one run.
//
//     swift run -c release MockBenchmark
//
// The double records a method of three arguments, `track(_:count:amount:)`. The reference is
// the spy a learner writes for a Sendable double: a lock and an array of tuples. Each figure is
// the median of several rounds, so one slow round does not skew it. Recording is timed on one
// double that records a million calls, and on ten thousand fresh doubles that record a hundred
// calls each, the way a test suite uses them; then on two threads that record at once, each
// into a double of its own, as tests that run in parallel do, against one thread timed just
// before in the same round (the ratio is the median of the rounds'); then `calledWith` with matchers
// is timed against a filter over the spy's array. Only the recording is timed in the recording
// rows: each double's calls are counted afterwards, to prove they were all kept.

import Foundation
import Mock

/// The method every double records.
protocol Tracking: AnyObject {
    func track(_ event: String, count: Int, amount: Double)
}

/// A spy written by hand, safe to share between tasks as a Sendable double must be.
final class LockedSpy: Tracking, @unchecked Sendable {
    // `storage` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var storage: [(event: String, count: Int, amount: Double)] = []

    var calls: [(event: String, count: Int, amount: Double)] { lock.withLock { storage } }

    func track(_ event: String, count: Int, amount: Double) {
        lock.withLock { storage.append((event, count, amount)) }
    }
}

/// The same double written with the library's string-named API.
final class MockTracker: Tracking, Sendable {
    let mock = Mock("tracker")
    func track(_ event: String, count: Int, amount: Double) { mock.record(event, count, amount) }
}

/// The same double written with a typed member.
final class MemberTracker: Tracking, Sendable {
    let mock = Mock("tracker")
    let track: Member<String, Int, Double, Void>
    init() { track = mock.member("track(_:count:amount:)") }
    func track(_ event: String, count: Int, amount: Double) { track.record(event, count, amount) }
}

let recordedCalls = 1_000_000
let callsPerDouble = 100
let doubles = recordedCalls / callsPerDouble
let callsPerThread = 1_000_000
let verifiedCalls = 10_000
/// How many times a round verifies: one verification takes well under a millisecond, too short
/// to time alone on a machine that does anything else.
let verifications = 25
let rounds = 7
/// Rounds of the thread rows, whose figures vary most from round to round.
let threadRounds = 15
let clock = ContinuousClock()

/// The median duration of `rounds` runs of `body`, each after a fresh `setUp`.
///
/// Only `body` is timed. `check`, run on each round's state once the clock is read, returns
/// what the round did (the calls recorded, the calls found): it proves the work was done, and
/// reading the calls back is not counted as recording them.
func median<State>(
    rounds: Int = rounds,
    setUp: () -> State,
    _ body: (State) -> Void,
    check: (State) -> Int
) -> Duration {
    var durations: [Duration] = []
    var checksum = 0
    for _ in 0..<rounds {
        let state = setUp()
        // The state is freed after the clock is read: the figure is the work, not the teardown.
        withExtendedLifetime(state) {
            let start = clock.now
            body(state)
            durations.append(clock.now - start)
            checksum &+= check(state)
        }
    }
    precondition(checksum > 0, "the benchmark must do its work")
    return durations.sorted()[rounds / 2]
}

/// `median(setUp:_:check:)` for work that returns what it found: the result is the check.
func median<State>(rounds: Int = rounds, setUp: () -> State, _ body: (State) -> Int) -> Duration {
    var found = 0
    return median(rounds: rounds, setUp: setUp, { found = body($0) }, check: { _ in found })
}

/// `median(setUp:_:)` for a verification, done `verifications` times a round; the result is
/// what the last one found.
func medianOfVerifying<State>(setUp: () -> State, _ body: (State) -> Int) -> Duration {
    median(setUp: setUp) { state in
        var found = 0
        for _ in 0..<verifications { found = body(state) }
        return found
    }
}

/// Records `calls` calls into `double`, with arguments that change from call to call.
@inline(never)
func record(_ calls: Int, into double: some Tracking) {
    for index in 0..<calls { double.track("checkout", count: index, amount: 9.99) }
}

/// The time `threads` threads take to record `callsPerThread` calls each, at once, each into a
/// double of its own.
func recordOnThreads(_ threads: Int, makeDouble: @Sendable () -> any Tracking) -> Duration {
    let doubles = (0..<threads).map { _ in makeDouble() }
    return withExtendedLifetime(doubles) {
        let ready = DispatchGroup()
        let done = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        for double in doubles {
            ready.enter()
            done.enter()
            nonisolated(unsafe) let double = double
            Thread {
                ready.leave()
                start.wait()
                record(callsPerThread, into: double)
                done.leave()
            }.start()
        }
        ready.wait()
        let began = clock.now
        for _ in doubles { start.signal() }
        done.wait()
        return clock.now - began
    }
}

/// One thread against two, timed in pairs: each round times one thread, then two threads at
/// once, back to back, so that whatever else the machine does at that moment weighs on both.
/// The ratio is the median of the rounds' ratios; the durations are each side's median.
func oneThreadAgainstTwo(makeDouble: @escaping @Sendable () -> any Tracking)
    -> (one: Duration, two: Duration, ratio: Double)
{
    var ones: [Duration] = []
    var twos: [Duration] = []
    var ratios: [Double] = []
    for _ in 0..<threadRounds {
        let one = recordOnThreads(1, makeDouble: makeDouble)
        let two = recordOnThreads(2, makeDouble: makeDouble)
        ones.append(one)
        twos.append(two)
        ratios.append(milliseconds(two) / milliseconds(one))
    }
    let middle = threadRounds / 2
    return (ones.sorted()[middle], twos.sorted()[middle], ratios.sorted()[middle])
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000
        + Double(duration.components.attoseconds) / 1e15
}

func row(_ label: String, _ duration: Duration, per count: Int) -> String {
    let total = milliseconds(duration)
    let perCall = total * 1e6 / Double(count)
    return label.padding(toLength: 58, withPad: " ", startingAt: 0)
        + String(format: "%9.2f ms  %7.1f ns/call", total, perCall)
}

func ratio(_ label: String, _ numerator: Duration, _ denominator: Duration, goal: Double)
    -> String
{
    ratio(label, milliseconds(numerator) / milliseconds(denominator), goal: goal)
}

func ratio(_ label: String, _ value: Double, goal: Double?) -> String {
    guard let goal else { return "  \(label): " + String(format: "%.2f× (no goal)", value) }
    let verdict = value <= goal ? "met" : "NOT met"
    return "  \(label): " + String(format: "%.2f× (goal: at most %.1f×, %@)", value, goal, verdict)
}

// Recording: one double records every call.
let spy = median(
    setUp: LockedSpy.init,
    { record(recordedCalls, into: $0) },
    check: { $0.calls.count }
)
let mock = median(
    setUp: MockTracker.init,
    { record(recordedCalls, into: $0) },
    check: { $0.mock.calls.count }
)
// The same, with every call read back as a `RecordedCall` inside the timing, as a test that
// reads `mock.calls` does: no goal, shown so that reading back is not hidden.
let mockReadBack = median(setUp: MockTracker.init) { tracker in
    record(recordedCalls, into: tracker)
    return tracker.mock.calls.count
}
let member = median(
    setUp: MemberTracker.init,
    { record(recordedCalls, into: $0) },
    check: { $0.track.count }
)

// Recording: many doubles, each made fresh and recording a few calls, as in a test suite.
let spies = median(
    setUp: { (0..<doubles).map { _ in LockedSpy() } },
    { for spy in $0 { record(callsPerDouble, into: spy) } },
    check: { $0.reduce(0) { $0 + $1.calls.count } }
)
let mocks = median(
    setUp: { (0..<doubles).map { _ in MockTracker() } },
    { for tracker in $0 { record(callsPerDouble, into: tracker) } },
    check: { $0.reduce(0) { $0 + $1.mock.calls.count } }
)
let members = median(
    setUp: { (0..<doubles).map { _ in MemberTracker() } },
    { for tracker in $0 { record(callsPerDouble, into: tracker) } },
    check: { $0.reduce(0) { $0 + $1.track.count } }
)

// Recording on two threads at once, each into its own double, against one thread alone.
let spyThreads = oneThreadAgainstTwo { LockedSpy() }
let mockThreads = oneThreadAgainstTwo { MockTracker() }
let memberThreads = oneThreadAgainstTwo { MemberTracker() }

// Verifying: the calls with a given event and count, among ten thousand.
let verifiedSpy = medianOfVerifying(
    setUp: {
        let spy = LockedSpy()
        record(verifiedCalls, into: spy)
        return spy
    },
    { spy in spy.calls.filter { $0.event == "checkout" && $0.count == 5000 }.count }
)
let isTheOne = Arg.where("is 5000") { (count: Int) in count == 5000 }
let verifiedMock = medianOfVerifying(
    setUp: {
        let tracker = MockTracker()
        record(verifiedCalls, into: tracker)
        return tracker
    },
    { tracker in
        tracker.mock.calledWith("track(_:count:amount:)", "checkout", isTheOne, Arg.any).count
    }
)

let verifiedMember = medianOfVerifying(
    setUp: {
        let tracker = MemberTracker()
        record(verifiedCalls, into: tracker)
        return tracker
    },
    { tracker in
        tracker.track.calledWith(.equal("checkout"), .where("is 5000") { $0 == 5000 }, .any).count
    }
)

let method = "track(_:count:amount:)"
print("Recording \(method): one double, \(recordedCalls) calls (median of \(rounds) rounds)")
print(row("  hand-written spy: a lock and an array of tuples", spy, per: recordedCalls))
print(row("  Mock.record", mock, per: recordedCalls))
print(row("  Member.record", member, per: recordedCalls))
print(
    row("  Mock.record, then every call read back (mock.calls)", mockReadBack, per: recordedCalls)
)
print(ratio("Mock.record / spy", mock, spy, goal: 3))
print(ratio("Member.record / spy", member, spy, goal: 2))
print("Recording \(method): \(doubles) fresh doubles, \(callsPerDouble) calls each")
print(row("  hand-written spy: a lock and an array of tuples", spies, per: recordedCalls))
print(row("  Mock.record", mocks, per: recordedCalls))
print(row("  Member.record", members, per: recordedCalls))
print(ratio("Mock.record / spy", mocks, spies, goal: 2.5))
print(ratio("Member.record / spy", members, spies, goal: 2.5))
print("Recording \(method): \(callsPerThread) calls a thread, each thread into its own double")
print(row("  hand-written spy, one thread", spyThreads.one, per: callsPerThread))
print(row("  hand-written spy, two threads at once", spyThreads.two, per: callsPerThread))
print(row("  Mock.record, one thread", mockThreads.one, per: callsPerThread))
print(row("  Mock.record, two threads at once", mockThreads.two, per: callsPerThread))
print(row("  Member.record, one thread", memberThreads.one, per: callsPerThread))
print(row("  Member.record, two threads at once", memberThreads.two, per: callsPerThread))
print(ratio("hand-written spy, two threads / one thread", spyThreads.ratio, goal: nil))
print(ratio("Mock, two threads / one thread", mockThreads.ratio, goal: 1.5))
print(ratio("Member, two threads / one thread", memberThreads.ratio, goal: 1.5))
print("Verifying among \(verifiedCalls) recorded calls, \(verifications) times a round")
print(
    row(
        "  filter { $0.event == \"checkout\" && $0.count == 5000 }",
        verifiedSpy,
        per: verifiedCalls * verifications
    )
)
print(
    row(
        "  calledWith(\(method), \"checkout\", Arg.where, Arg.any)",
        verifiedMock,
        per: verifiedCalls * verifications
    )
)
print(
    row(
        "  Member.calledWith(.equal, .where, .any)",
        verifiedMember,
        per: verifiedCalls * verifications
    )
)
print(ratio("calledWith / filter", verifiedMock, verifiedSpy, goal: 10))
print(ratio("Member.calledWith / filter", verifiedMember, verifiedSpy, goal: 10))
let mockBytes =
    MemoryLayout<Int>.stride + MemoryLayout<(event: String, count: Int, amount: Double)>.stride
let spyBytes = MemoryLayout<(event: String, count: Int, amount: Double)>.stride
print("Memory a recorded call keeps")
print("  hand-written spy: one tuple                               \(spyBytes) bytes")
print("  Mock: its sequence number and the same tuple              \(mockBytes) bytes")
