import Foundation
import Testing

/// One fixture for every test that builds a checker, made once: each test's build is an
/// increment of the last instead of a cold build. Swift Testing makes a new suite instance for
/// each test, so the fixture lives in a static, and the suite runs its tests one at a time.
enum SharedFixture {
    static let repository: FixtureRepository = try! FixtureRepository.make()
}

/// The built `kata` binary, checking real exercises with real builds: a few paths end to end,
/// the way a learner meets them. Every other behaviour is tested in process, with doubles.
@Suite("kata, end to end: check, next and watch on real builds", .serialized)
struct EndToEndTests {
    let fixture = SharedFixture.repository
    let sources = "Exercises/01-first-steps/Sources/Sample/Sample.swift"
    let secondSources = "Exercises/02-second-steps/Sources/Sample/Sample.swift"

    /// Puts the fixture in a known state, whatever the tests before left: kata 01's code is
    /// `first`, kata 02 is untouched, and nothing was checked or hinted yet.
    func start(with first: String) throws {
        try fixture.write(sources, first)
        try fixture.write(secondSources, FixtureRepository.before)
        try? FileManager.default.removeItem(at: fixture.root.appendingPathComponent(".kata"))
    }

    @Test("the pristine exercise fails, naming the expectation that does not hold")
    func pristineFails() async throws {
        try start(with: FixtureRepository.before)
        let result = try await fixture.kata("check", "01")
        #expect(result.status == 1)
        #expect(
            result.output == """
                Checking kata 01 · first-steps (Exercises/01-first-steps)…
                ✘ Kata 01: 2 of 3 expectations do not hold yet.
                  ✔ the answer is even
                  ✘ the answer is 42: not 40, and it passed no other test
                      Expectation failed: (answer() → 40) == 42
                  ✘ the answer divides by each of its factors
                      with factor → 3:
                        Expectation failed: (answer() % factor → 1) == 0
                        3 is a factor of 42.
                      with factor → 7:
                        Expectation failed: (answer() % factor → 5) == 0
                        7 is a factor of 42.

                Your arrows (swift run kata graph 01) show nothing wrong, so what fails above lies deeper than the declarations they are drawn from: read its message.

                """
        )
    }

    @Test("checks a moment apart each judge the code they were given, not the build before")
    func checksInQuickSuccession() async throws {
        // The Swift driver may take a file changed within a second or so of its last build for
        // unchanged. Each version is written the moment the check before it ends, as an editor
        // would, not in a later second as `fixture.write` waits for.
        try start(with: FixtureRepository.before)
        let file = fixture.root.appendingPathComponent(sources)
        let versions = [FixtureRepository.after, FixtureRepository.before]
        for code in versions + versions + versions {
            try code.write(to: file, atomically: true, encoding: .utf8)
            let result = try await fixture.kata("check", "01")
            let passes = code == FixtureRepository.after
            #expect(result.status == (passes ? 0 : 1), "\(result.output)")
        }
    }

    @Test("a checker that does not compile is 'not yet', with the expectation it states")
    func notYet() async throws {
        try start(with: "public func reply() -> Int { 42 }\n")
        let result = try await fixture.kata("check", "01")
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "… Kata 01: not yet. The checker does not compile against your code."
            )
        )
        #expect(result.output.contains("  The expectation it is written for: the answer is 42"))
        #expect(
            result.output.contains(
                "Tests/SampleChecks/SampleChecks.swift:8: cannot find 'answer' in scope"
            )
        )
    }

    @Test("a crash is reported with the test that was running")
    func crash() async throws {
        try start(with: "public func answer() -> Int { fatalError(\"boom\") }\n")
        let result = try await fixture.kata("check", "01")
        #expect(result.status == 1)
        #expect(result.output.contains("✘ Kata 01: the test process crashed"))
        #expect(result.output.contains("It was running: the answer is"))
        #expect(result.output.contains("  The test process said:\n    "))
        #expect(result.output.contains("Fatal error: boom"))
    }

    @Test("a hang is stopped at the time-out and reported")
    func hang() async throws {
        try start(
            with:
                "public func answer() -> Int { var n = 0; while n >= 0 { n = n &+ 1 | 1 }; return n }\n"
        )
        let started = Date()
        let result = try await fixture.kata("check", "01", "--timeout", "5")
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "✘ Kata 01: stopped after 5 seconds: something hangs or runs far too slowly."
            )
        )
        #expect(result.output.contains("It was running: the answer is"))
        #expect(Date().timeIntervalSince(started) < 120)
    }

    @Test("Ctrl-C during a check stops the build and the tests it started, and leaves nothing")
    func interrupted() async throws {
        let (process, output) = try await checkUntilTheTestsHang()
        kill(process.processIdentifier, SIGINT)
        while process.isRunning { try await Task.sleep(for: .milliseconds(100)) }
        #expect(process.terminationStatus == 130, "\(output())")
        let stopped =
            "Stopped. A step under way was finished or never begun, never cut in two, and "
            + "nothing is still running."
        #expect(output().contains(stopped))
        let exercise = fixture.root.appendingPathComponent("Exercises/01-first-steps").path
        #expect(!Self.running(exercise), "a process of the exercise is still running")
    }

    @Test(
        "a check killed outright leaves nothing running once any command runs, a daemon too",
        .orphanTurns
    )
    func killedOutright() async throws {
        let seconds = "\(Int.random(in: 200...900)).\(Int.random(in: 100_000...999_999))"
        let (process, output) = try await checkUntilTheTestsHang(
            daemon: "env -i setsid -f sh -c 'exec sleep \(seconds)'"
        )
        // Long enough for the check to write down what runs below it.
        try await Task.sleep(for: .seconds(2))
        kill(process.processIdentifier, SIGKILL)
        while process.isRunning { try await Task.sleep(for: .milliseconds(100)) }
        let exercise = fixture.root.appendingPathComponent("Exercises/01-first-steps").path
        #expect(Self.running(exercise), "the hung tests should outlive a kata killed outright")
        #expect(Self.running("sleep \(seconds)"), "\(output())")

        let list = try await fixture.kata("list")
        #expect(list.errors.contains("Stopped "), "\(list.errors)")
        #expect(list.errors.contains("Exercises/01-first-steps"), "\(list.errors)")
        try await Task.sleep(for: .milliseconds(300))
        #expect(!Self.running(exercise), "a process of the exercise is still running")
        #expect(!Self.running("sleep \(seconds)"), "the daemon is still running")
    }

    /// Starts `kata check 01` on code whose tests say they started, start `daemon` (a shell
    /// line) when there is one, then hang; returns once the tests run, with the process and a
    /// way to read what it printed.
    private func checkUntilTheTestsHang(daemon: String? = nil) async throws
        -> (Process, () -> String)
    {
        let started = fixture.root.appendingPathComponent("tests-started")
        try? FileManager.default.removeItem(at: started)
        let launch =
            daemon.map {
                """
                    _ = system(#"\($0) >/dev/null 2>&1"#)

                """
            } ?? ""
        try start(
            with: """
                import Foundation
                public func answer() -> Int {
                \(launch)    FileManager.default.createFile(atPath: "\(started.path)", contents: nil)
                    while true { sleep(1) }
                }

                """
        )
        let log = fixture.root.appendingPathComponent("interrupted.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = KataBinary.productsDirectory.appendingPathComponent("kata")
        process.arguments = ["check", "01", "--timeout", "300"]
        process.currentDirectoryURL = fixture.root
        var environment = KataBinary.environment
        environment["KATA_PREWARM"] = "0"
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = process.standardOutput
        try process.run()
        let deadline = Date().addingTimeInterval(240)
        while Date() < deadline, process.isRunning,
            !FileManager.default.fileExists(atPath: started.path)
        {
            try await Task.sleep(for: .milliseconds(200))
        }
        let output = { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        #expect(
            FileManager.default.fileExists(atPath: started.path),
            "the tests never started: \(output())"
        )
        return (process, output)
    }

    /// Whether a process whose command line matches `pattern` is running.
    static func running(_ pattern: String) -> Bool {
        let pgrep = Process()
        pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pgrep.arguments = ["pgrep", "-f", pattern]
        pgrep.standardOutput = FileHandle.nullDevice
        pgrep.standardError = FileHandle.nullDevice
        guard (try? pgrep.run()) != nil else { return false }
        pgrep.waitUntilExit()
        return pgrep.terminationStatus == 0
    }

    @Test("next walks from kata to kata as each one is solved")
    func walkThrough() async throws {
        try start(with: FixtureRepository.before)
        let first = try await fixture.kata("next")
        #expect(first.status == 0)
        #expect(
            first.output.hasPrefix(
                "Next: kata 01 · first-steps: First steps\n\nThe answer is wrong.\n"
            )
        )
        #expect(first.output.contains("Check: cd Exercises/01-first-steps && swift test"))
        #expect(first.output.contains("Progress: [░░░░░░░░░░░░░░░░░░░░░░░░] 0/2 done"))

        _ = try await fixture.kata("solve", "01")
        let second = try await fixture.kata("next")
        #expect(
            second.output.hasPrefix(
                "✔ Kata 01 · first-steps passes.\n"
                    + "A second look: nothing in your code calls for a note of its own; the lesson's “Going further” asks why you chose this design.\n"
                    + "  Compare with the reference solution: swift run kata diff 01\n"
                    + "\nNext: kata 02 · second-steps"
            )
        )
        #expect(second.output.contains("1/2 done"))

        _ = try await fixture.kata("solve", "02")
        let done = try await fixture.kata("next")
        #expect(done.output.hasPrefix("✔ Kata 02 · second-steps passes.\n"))
        #expect(done.output.contains("\n\nAll 2 katas are done."))
        #expect(done.output.contains("2/2 done"))

        let again = try await fixture.kata("next")
        #expect(
            again.output.hasPrefix("All 2 katas are done."),
            "nothing changed, so nothing is checked again"
        )
        #expect(again.output.hasSuffix(done.output.components(separatedBy: "diff 02\n\n")[1]))
    }
}

extension EndToEndTests {
    /// A `kata watch 01` running on the fixture, its output in a log the test can wait on.
    struct Watcher {
        let process = Process()
        let input = Pipe()
        let log: URL

        init(in fixture: FixtureRepository) throws {
            log = fixture.root.appendingPathComponent("watch-\(UUID().uuidString).log")
            guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown)
            }
            process.executableURL = KataBinary.productsDirectory.appendingPathComponent("kata")
            process.arguments = ["watch", "01"]
            process.currentDirectoryURL = fixture.root
            process.environment = KataBinary.environment
            process.standardInput = input
            process.standardOutput = try FileHandle(forWritingTo: log)
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

        /// Whether `text` shows up in the output within two minutes.
        func waitFor(_ text: String) async -> Bool {
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline {
                if output.contains(text) { return true }
                try? await Task.sleep(for: .milliseconds(200))
            }
            return false
        }

        /// Stops the watcher and waits for it, killing it if it does not stop in a few seconds:
        /// a test never leaves a `kata watch` behind.
        func stop() {
            guard process.isRunning else { return }
            process.terminate()
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning, Date() < deadline { usleep(50_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
    }

    @Test("watch checks again after a save, and moves on when asked")
    func watch() async throws {
        try start(with: FixtureRepository.before)
        let watcher = try Watcher(in: fixture)
        defer { watcher.stop() }

        #expect(await watcher.waitFor("✘ Kata 01: 2 of 3 expectations do not hold yet."))
        #expect(await watcher.waitFor("── checked at "))
        try fixture.write(sources, FixtureRepository.after)
        #expect(await watcher.waitFor("✔ Kata 01 passes: the refactoring is done."))
        #expect(await watcher.waitFor("Type `n` and Enter to go on"))
        watcher.input.fileHandleForWriting.write(Data("n\n".utf8))
        while watcher.process.isRunning { try await Task.sleep(for: .milliseconds(100)) }
        #expect(watcher.process.terminationStatus == 0)
        #expect(watcher.output.contains("Next: kata 02 · second-steps"))
    }

    @Test("watch says every kata is done, and offers no next one, when the last one passes")
    func watchLastKata() async throws {
        try start(with: FixtureRepository.before)
        try fixture.write(secondSources, FixtureRepository.after)
        _ = try await fixture.kata("check", "02")
        let watcher = try Watcher(in: fixture)
        defer { watcher.stop() }

        #expect(await watcher.waitFor("✘ Kata 01: 2 of 3 expectations do not hold yet."))
        try fixture.write(sources, FixtureRepository.after)
        #expect(
            await watcher.waitFor("Every kata is done. Well refactored! Ctrl-C to stop watching.")
        )
        #expect(!watcher.output.contains("Type `n`"))
    }
}
