// Times what the Mock library costs against code written by hand, in one run.
//
//     swift run -c release MockBenchmark
//
// Each figure is the median of several rounds, so one slow round does not skew it. Recording is
// timed twice: one double that records a million calls (a stress test, where the memory for the
// calls dominates), and ten thousand doubles that record a hundred calls each, the way a test
// suite's doubles are used: each made fresh, each recording a few calls.

import Foundation
import Mock

/// A hand-written spy: what a learner writes without the library.
final class HandWrittenSpy {
    private(set) var fullNames: [String] = []
    func showFullName(_ fullName: String) { fullNames.append(fullName) }
}

/// The same spy made safe to share between tasks, as a Sendable double must be.
final class LockedHandWrittenSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var fullNames: [String] = []
    var count: Int { lock.withLock { fullNames.count } }
    func showFullName(_ fullName: String) { lock.withLock { fullNames.append(fullName) } }
}

/// A double written with the library.
final class MockProfileView: Sendable {
    let mock = Mock("profileView")
    func showFullName(_ fullName: String) { mock.record(fullName) }
}

let recordedCalls = 1_000_000
let verifiedCalls = 10_000
let rounds = 7
let clock = ContinuousClock()

/// The median duration of `rounds` runs of `body`, each after a fresh `setUp`.
func median<State>(setUp: () -> State, _ body: (State) -> Int) -> Duration {
    var durations: [Duration] = []
    var checksum = 0
    for _ in 0..<rounds {
        let state = setUp()
        // The state is freed after the clock is read: the figure is the work, not the teardown.
        withExtendedLifetime(state) {
            let start = clock.now
            checksum &+= body(state)
            durations.append(clock.now - start)
        }
    }
    precondition(checksum > 0, "the benchmark must do its work")
    return durations.sorted()[rounds / 2]
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000
        + Double(duration.components.attoseconds) / 1e15
}

let name = "Ada Lovelace"

// One double records every call.
let spy = median(setUp: HandWrittenSpy.init) { spy in
    for _ in 0..<recordedCalls { spy.showFullName(name) }
    return spy.fullNames.count
}
let lockedSpy = median(setUp: LockedHandWrittenSpy.init) { spy in
    for _ in 0..<recordedCalls { spy.showFullName(name) }
    return spy.count
}
let mock = median(setUp: MockProfileView.init) { view in
    for _ in 0..<recordedCalls { view.showFullName(name) }
    return view.mock.calls.count
}

// Many doubles, each made fresh and recording a few calls, as in a test suite. Each double has
// its own loop, written out like the ones above: a generic loop over a protocol that all three
// conform to changed the code the optimizer made for the locked spy (one double of a million
// calls measured 19.5 ns a call instead of 7.4), and so moved the reference the Mock is measured
// against.
let callsPerDouble = 100
let doubles = recordedCalls / callsPerDouble
let spies = median(setUp: { (0..<doubles).map { _ in HandWrittenSpy() } }) { spies in
    for spy in spies {
        for _ in 0..<callsPerDouble { spy.showFullName(name) }
    }
    return spies.reduce(0) { $0 + $1.fullNames.count }
}
let lockedSpies = median(setUp: { (0..<doubles).map { _ in LockedHandWrittenSpy() } }) { spies in
    for spy in spies {
        for _ in 0..<callsPerDouble { spy.showFullName(name) }
    }
    return spies.reduce(0) { $0 + $1.count }
}
let mocks = median(setUp: { (0..<doubles).map { _ in MockProfileView() } }) { views in
    for view in views {
        for _ in 0..<callsPerDouble { view.showFullName(name) }
    }
    return views.reduce(0) { $0 + $1.mock.calls.count }
}

let verification = median(
    setUp: {
        let view = MockProfileView()
        for index in 0..<verifiedCalls { view.showFullName("name \(index)") }
        return view
    },
    { view in view.mock.calledWith("showFullName(_:)", "name 5000", times: .once).count }
)

func row(_ label: String, _ duration: Duration, per count: Int) -> String {
    let total = milliseconds(duration)
    let perCall = total * 1e6 / Double(count)
    return label.padding(toLength: 46, withPad: " ", startingAt: 0)
        + String(format: "%9.2f ms  %7.1f ns/call", total, perCall)
}

let workloads = [
    (title: "one double recording all \(recordedCalls) calls", spy, lockedSpy, mock),
    (title: "\(doubles) doubles recording \(callsPerDouble) calls each", spies, lockedSpies, mocks),
]
for (title, spy, lockedSpy, mock) in workloads {
    print("Recording: \(title) (median of \(rounds) rounds)")
    print(row("  hand-written spy appending to an array", spy, per: recordedCalls))
    print(row("  hand-written spy behind a lock", lockedSpy, per: recordedCalls))
    print(row("  Mock.record", mock, per: recordedCalls))
    let (mockTime, spyTime, lockedSpyTime) = (
        milliseconds(mock), milliseconds(spy), milliseconds(lockedSpy)
    )
    print(String(format: "  Mock / hand-written spy: %.2f×", mockTime / spyTime))
    print(String(format: "  Mock / locked hand-written spy: %.2f×", mockTime / lockedSpyTime))
}
print("calledWith over \(verifiedCalls) recorded calls (median of \(rounds) rounds)")
print(row("  calledWith(\"showFullName(_:)\", \"name 5000\")", verification, per: verifiedCalls))
