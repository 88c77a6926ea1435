import Foundation
import Testing

@testable import KataKit

/// Once a test makes a `LocalProcessRunner` that adopts orphans, this test process is a child
/// subreaper: every run of such a runner stops what the process adopted when it ends, and a
/// sweep stops what any killed `kata` left. A test that kills a `kata` outright, and expects
/// what that `kata` left to live on until the next command, would see a run or a sweep of
/// another suite stop it first: such tests take turns.
struct OrphanTurns: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's own scope holds nothing: each of its tests takes its turn.
        guard testCase != nil || !test.isSuite else { return try await function() }
        await Self.turns.take()
        var thrown: (any Error)?
        do { try await function() } catch { thrown = error }
        Self.leaveOrphansAlone()
        await Self.turns.give()
        if let thrown { throw thrown }
    }

    /// Stops adopting orphans, and reaps the ones adopted so far that have ended: a zombie no
    /// one reaps keeps Swift Testing's exit-test monitor, which waits for any child, spinning
    /// for good, and the exit tests of the katas' checkers waiting with it. Children of this
    /// test binary itself (an exit test's) are left to Swift Testing.
    static func leaveOrphansAlone() {
        Leftovers.stopAdoptingOrphans()
        let me = getpid()
        let ownName = name(of: me)
        for _ in 0..<3 {
            for entry in ProcessTable.entries()
            where entry.parent == me && entry.isZombie && name(of: entry.pid) != ownName {
                var status: Int32 = 0
                _ = waitpid(entry.pid, &status, WNOHANG)
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    private static func name(of pid: pid_t) -> String {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
    }

    private static let turns = Turns()

    /// One test at a time; the others wait in the order they came.
    private actor Turns {
        private var taken = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func take() async {
            guard taken else {
                taken = true
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func give() {
            if waiting.isEmpty {
                taken = false
            } else {
                waiting.removeFirst().resume()
            }
        }
    }
}

extension Trait where Self == OrphanTurns {
    /// The test runs while no other test that makes or leaves orphans runs.
    static var orphanTurns: Self { OrphanTurns() }
}
