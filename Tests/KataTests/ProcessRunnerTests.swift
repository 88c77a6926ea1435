import Foundation
import Testing

@testable import KataKit

/// Whether a process whose command line contains `text` is running on this machine.
private func running(_ text: String) -> Bool {
    EndToEndTests.running(text)
}

/// A number of seconds no other process on the machine sleeps for, to find this test's own.
/// The names of this process's children that ended and were never reaped.
private func zombieNames() -> [String] {
    ProcessTable.entries().filter { $0.parent == getpid() && $0.isZombie }.map {
        ((try? String(contentsOfFile: "/proc/\($0.pid)/comm", encoding: .utf8)) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

private func uniqueSleep() -> String {
    "\(Int.random(in: 200...900)).\(Int.random(in: 100_000...999_999))"
}

/// Counts the calls it gets, from any thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

@Suite("Running builds and tests: time-outs, locks and leftovers", .serialized, .orphanTurns)
struct ProcessRunnerTests {
    let folder = FileManager.default.temporaryDirectory

    @Test("SwiftPM waiting on another build's lock is said once, and the build goes on")
    func lockWait() async throws {
        let counter = Counter()
        let runner = LocalProcessRunner(onLockWait: { counter.increment() })
        let outcome = try await offThePool {
            try runner.run(
                [
                    "sh", "-c",
                    "echo 'Another instance of SwiftPM (PID: 7938) is already running using "
                        + "/x/.build, waiting until that process has finished execution...'; "
                        + "sleep 0.3; echo '\(LocalProcessRunner.lockMessage)'; "
                        + "sleep 0.3; echo 'Build complete! (0.1s)'",
                ],
                in: folder,
                limit: TimeLimit(seconds: 30, phase: ("Build complete!", 30)),
                environment: [:]
            )
        }
        #expect(outcome.ending == .exited(0))
        #expect(counter.value == 1)
    }

    @Test("a build that never completes is stopped at its own limit, with what it started")
    func buildTimeOut() async throws {
        let seconds = uniqueSleep()
        let runner = LocalProcessRunner()
        let started = Date()
        let outcome = try await offThePool {
            try runner.run(
                ["sh", "-c", "sleep \(seconds) & wait"],
                in: folder,
                limit: TimeLimit(seconds: 1, phase: ("Build complete!", 60)),
                environment: [:]
            )
        }
        #expect(outcome.ending == .timedOut(afterMarker: false))
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(!running("sleep \(seconds)"))
        // Stopped once the system handed it over, it is reaped too: no zombie of this process
        // is left for every later look at the process table to read.
        #expect(!zombieNames().contains("sleep"), "\(zombieNames())")
    }

    @Test("a program in a process group of its own, below the one started, is stopped too")
    func grandchildInItsOwnGroup() async throws {
        let seconds = uniqueSleep()
        let runner = LocalProcessRunner()
        let outcome = try await offThePool {
            try runner.run(
                [
                    "sh", "-c",
                    "perl -e 'setpgrp(0, 0); exec \"sleep\", \"\(seconds)\"' & "
                        + "echo 'Build complete!'; wait",
                ],
                in: folder,
                limit: TimeLimit(seconds: 30, phase: ("Build complete!", 1)),
                environment: [:]
            )
        }
        #expect(outcome.ending == .timedOut(afterMarker: true))
        #expect(!running("sleep \(seconds)"))
    }

    @Test("what the code leaves running once its tests are done is stopped, not taken for a hang")
    func leftRunningAfterDone() async throws {
        let seconds = uniqueSleep()
        let done = folder.appendingPathComponent("done-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: done) }
        let runner = LocalProcessRunner()
        let started = Date()
        let outcome = try await offThePool {
            try runner.run(
                [
                    "sh", "-c",
                    "echo 'Build complete!'; sleep \(seconds) & echo '{\"runEnded\"}' > "
                        + "'\(done.path)'; wait",
                ],
                in: folder,
                limit: TimeLimit(
                    seconds: 60,
                    phase: ("Build complete!", 60),
                    done: (done, "runEnded")
                ),
                environment: [:]
            )
        }
        #expect(outcome.ending == .stoppedAfterDone)
        #expect(Date().timeIntervalSince(started) < LocalProcessRunner.graceAfterDone + 10)
        #expect(!running("sleep \(seconds)"))
    }

    @Test("a run asked to stop at its first failure stops when its stream records one")
    func stopsAtTheFirstFailure() async throws {
        let seconds = uniqueSleep()
        let events = folder.appendingPathComponent("events-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: events) }
        let runner = LocalProcessRunner()
        let started = Date()
        let outcome = try await offThePool {
            try runner.run(
                [
                    "sh", "-c",
                    "echo 'Build complete!'; echo '{\"kind\":\"issueRecorded\"}' > "
                        + "'\(events.path)'; sleep \(seconds)",
                ],
                in: folder,
                limit: TimeLimit(
                    seconds: 60,
                    phase: ("Build complete!", 60),
                    done: (events, "runEnded"),
                    stopAtFirstFailure: true
                ),
                environment: [:]
            )
        }
        #expect(outcome.ending == .stoppedAtFirstFailure)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(!running("sleep \(seconds)"))
    }

    @Test("only an issue the test did not say it knew counts as the first failure")
    func knownIssuesDoNotStop() {
        let issue = #"{"kind":"issueRecorded","issue":{"isKnown":false}}"#
        let known = #"{"kind":"issueRecorded","issue":{"isKnown":true}}"#
        #expect(EventStream.recordsFailure(issue[...]))
        #expect(!EventStream.recordsFailure(known[...]))
        #expect(!EventStream.recordsFailure(#"{"kind":"testEnded","payload":{}}"#))
    }

    @Test(
        "a program that leaves its session, with its environment or without, is stopped once the one started ends",
        arguments: [
            "perl -MPOSIX -e 'fork and exit; POSIX::setsid(); exec \"sleep\", \"SECONDS\"'",
            "env -i setsid -f sh -c 'exec sleep SECONDS'; sleep 1",
        ]
    )
    func leftTheSession(daemon: String) async throws {
        let seconds = uniqueSleep()
        let runner = LocalProcessRunner()
        let outcome = try await offThePool {
            try runner.run(
                ["sh", "-c", daemon.replacingOccurrences(of: "SECONDS", with: seconds)],
                in: folder,
                limit: TimeLimit(seconds: 30),
                environment: [:]
            )
        }
        #expect(outcome.ending == .exited(0))
        try await Task.sleep(for: .milliseconds(300))
        #expect(!running("sleep \(seconds)"))
        #expect(!zombieNames().contains("sleep"), "\(zombieNames())")
    }

    @Test(
        "any command stops what a kata killed outright left in a folder of its repository no kata works in"
    )
    func sweptByAnyCommand() throws {
        let repository = folder.appendingPathComponent("kata-repository-\(UUID().uuidString)")
        let free = repository.appendingPathComponent("Exercises/01-free")
        let busy = repository.appendingPathComponent("Exercises/02-busy")
        // A repository whose name starts like this one's is another repository all the same.
        let elsewhere = URL(fileURLWithPath: repository.path + "-other/Exercises/01-free")
        let seconds = (uniqueSleep(), uniqueSleep(), uniqueSleep())
        func leftover(_ seconds: String, in folder: URL) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["sleep", seconds]
            var environment = ProcessInfo.processInfo.environment
            environment[Leftovers.folderMark] = folder.standardizedFileURL.path
            process.environment = environment
            try process.run()
            return process
        }
        let abandoned = try leftover(seconds.0, in: free)
        let live = try leftover(seconds.1, in: busy)
        let another = try leftover(seconds.2, in: elsewhere)
        // Stopped outright: under `swift test` a child may inherit SIGTERM ignored, and a
        // leftover that kept the runner's output open would hold `swift test` until it ended.
        defer {
            for process in [live, another] {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }
        // A live `kata` holds the lock of the folder it works in: its processes stay.
        let lock = try FolderLock(busy.standardizedFileURL.path, whileWaiting: {})
        defer { lock.release() }
        let stopped = LocalProcessRunner().stopLeftovers(under: repository)
        abandoned.waitUntilExit()
        // The runner reaps what it stops, and so does Foundation for a process it started: which
        // one records the end is a race (under load, Foundation read it as an exit), so the
        // fact checked is that the leftover is gone, not how Foundation saw it end.
        #expect(stopped == [free.standardizedFileURL.path: 1])
        #expect(!running("sleep \(seconds.0)"))
        #expect(running("sleep \(seconds.1)"), "a live kata's process was stopped")
        #expect(running("sleep \(seconds.2)"), "another repository's leftover was stopped")
    }

    @Test(
        "the event streams of a kata killed outright are cleared; a live one's, or an unnamed one, never"
    )
    func eventStreamsOfTheDead() throws {
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let temporary = FileManager.default.temporaryDirectory
        let names = [
            "dead": "kata-events-\(gone.processIdentifier)-\(UUID().uuidString).jsonl",
            "own": "kata-events-\(getpid())-\(UUID().uuidString).jsonl",
            "unnamed": "kata-events-\(UUID().uuidString).jsonl",
        ]
        for name in names.values {
            FileManager.default.createFile(
                atPath: temporary.appendingPathComponent(name).path,
                contents: nil
            )
        }
        defer {
            for name in names.values {
                try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
            }
        }
        // The sweep clears the event streams of every `kata` that is gone, whatever the
        // repository; the folders it looks in are those of one that does not exist.
        _ = LocalProcessRunner().stopLeftovers(
            under: folder.appendingPathComponent("kata-no-repository-\(UUID().uuidString)")
        )
        let left = { (key: String) in
            FileManager.default.fileExists(
                atPath: temporary.appendingPathComponent(names[key]!).path
            )
        }
        #expect(!left("dead"))
        #expect(left("own"))
        #expect(left("unnamed"))
    }

    @Test("what a kata killed outright left running in a folder is stopped, and counted, first")
    func leftoversOfAKilledKata() async throws {
        let seconds = uniqueSleep()
        // A folder of its own, in no repository: no other suite's `kata` sweeps it, so the
        // leftover is this runner's to find.
        let exercise = folder.appendingPathComponent("kata-killed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: exercise, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: exercise) }
        let leftover = Process()
        leftover.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        leftover.arguments = ["sleep", seconds]
        var environment = ProcessInfo.processInfo.environment
        environment[Leftovers.folderMark] = exercise.standardizedFileURL.path
        leftover.environment = environment
        try leftover.run()
        #expect(running("sleep \(seconds)"))
        let counter = Counter()
        let runner = LocalProcessRunner(onLeftovers: { count in
            for _ in 0..<count { counter.increment() }
        })
        _ = try await offThePool {
            try runner.run(["true"], in: exercise, limit: TimeLimit(seconds: 30), environment: [:])
        }
        leftover.waitUntilExit()
        #expect(counter.value == 1)
        #expect(!running("sleep \(seconds)"))
    }

    @Test("a program that prints without end is kept to its start and its end")
    func endlessOutput() throws {
        let log = folder.appendingPathComponent("log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        let line = Data(repeating: UInt8(ascii: "x"), count: 1023) + Data([10])
        var data = Data("first line\n".utf8)
        for _ in 0..<(8 * 1024) { data += line }
        data += Data("Fatal error: the last words\n".utf8)
        try data.write(to: log)
        let output = LocalProcessRunner.readOutput(of: log)
        #expect(output.hasPrefix("first line\n"))
        #expect(output.hasSuffix("Fatal error: the last words\n"))
        #expect(output.utf8.count < 6 << 20)
        #expect(output.contains("bytes of output left out"))
    }
}
