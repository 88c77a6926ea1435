import Foundation
import Testing

/// One fixture for every test that builds a checker, made once: each test's build is an
/// increment of the last instead of a cold build. Swift Testing makes a new suite instance for
/// each test, so the fixture lives in a static, and the suite runs its tests one at a time.
enum SharedFixture {
    static let repository: FixtureRepository = try! FixtureRepository.make()
}

/// `check` and `next` build and run the fixture's checkers.
@Suite("kata: check and next", .serialized)
struct CheckCommandTests {
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
    func pristineFails() throws {
        try start(with: FixtureRepository.before)
        let result = try fixture.kata("check", "01")
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

                Your arrows: No arrow goes from answer to a detail or to anything volatile. (swift run kata graph 01)

                """
        )
    }

    @Test("a solved exercise passes and exits 0")
    func solvedPasses() throws {
        try start(with: FixtureRepository.after)
        let result = try fixture.kata("check", "01")
        #expect(result.status == 0)
        #expect(result.output.contains("✔ Kata 01 passes: the refactoring is done."))
    }

    @Test("a checker that does not compile is 'not yet', with the expectation it states")
    func notYet() throws {
        try start(with: "public func reply() -> Int { 42 }\n")
        let result = try fixture.kata("check", "01")
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

    @Test("an error in the learner's own code is reported as such")
    func learnerCodeDoesNotCompile() throws {
        try start(with: "public func answer() -> Int { 42 \n")
        let result = try fixture.kata("check", "01")
        #expect(result.status == 1)
        #expect(result.output.contains("✘ Kata 01: your code does not compile."))
        #expect(result.output.contains("  Sources/Sample/Sample.swift:"))
    }

    @Test("a crash is reported with the test that was running")
    func crash() throws {
        try start(with: "public func answer() -> Int { fatalError(\"boom\") }\n")
        let result = try fixture.kata("check", "01")
        #expect(result.status == 1)
        #expect(result.output.contains("✘ Kata 01: the checker crashed"))
        #expect(result.output.contains("It was running: the answer is"))
        #expect(result.output.contains("  The Swift runtime said:\n    "))
        #expect(result.output.contains("Fatal error: boom"))
    }

    @Test("every error in the learner's code is shown, the first five and how many more")
    func severalCompileErrors() throws {
        let broken = (1...7).map { "let v\($0): Int = \"\($0)\"" }.joined(separator: "\n")
        try start(with: "public func answer() -> Int { 42 }\n" + broken + "\n")
        let result = try fixture.kata("check", "01")
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("  Sources/Sample/Sample.swift:") }.count == 5)
        #expect(lines.last == "  … and 2 more errors.")
    }

    @Test("graph draws the learner's code, names the arrow that breaks the rule, and exits 0")
    func graph() throws {
        try start(
            with: """
                final class Oracle { func ask() -> Int { 42 } }
                public func answer() -> Int { Oracle().ask() }

                """
        )
        let result = try fixture.kata("graph", "01")
        #expect(result.status == 0)
        #expect(
            result.output == """
                Kata 01 · first-steps: your code, Exercises/01-first-steps/Sources/Sample

                ┌─────────────┐
                │ func answer │  policy
                └─────────────┘
                  └─ creates ──▶ Oracle  (answer())  ✘ breaks the rule

                ┌────────┐
                │ Oracle │  detail
                └────────┘

                answer depends on the concrete Oracle through `answer()`.

                """
        )
    }

    @Test("graph draws nothing of code that does not compile, and says why")
    func graphOfBrokenCode() throws {
        try start(with: "public func answer() -> Int { Oracle( }\n")
        let result = try fixture.kata("graph", "01")
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(
            result.errors.hasPrefix(
                "error: Your code in Exercises/01-first-steps does not compile yet, so there is no "
                    + "true picture of it to draw."
            )
        )
        let before = try fixture.kata("graph", "01", "--before", "--mermaid")
        #expect(before.status == 0)
        #expect(
            before.output == """
                ```mermaid
                flowchart LR
                    answer["func answer · policy"]
                ```

                """
        )
    }

    @Test("a passing kata gets a second look at the choices in the learner's code")
    func review() throws {
        try start(with: "public func answer() -> Int { 6 * 7 }\n")
        let result = try fixture.kata("check", "01")
        #expect(result.status == 0)
        #expect(
            result.output.hasSuffix(
                """

                A second look: the checker accepts these, the lesson asks why.
                  • Sources/Sample/Sample.swift:1
                    Six times seven: arithmetic the reader must do.
                  More in Katas/01-first-steps/README.md, under “Going further”.
                  Compare with the reference solution: swift run kata diff 01

                """
            )
        )
        try start(with: FixtureRepository.after)
        let plain = try fixture.kata("check", "01")
        #expect(
            plain.output.hasSuffix(
                """

                A second look: the lesson's “Going further” asks what you chose.
                  Compare with the reference solution: swift run kata diff 01

                """
            )
        )
    }

    @Test("list says which kata changed since it passed, without checking it again")
    func listAfterAnEdit() throws {
        try start(with: FixtureRepository.after)
        _ = try fixture.kata("check", "01")
        try fixture.write(sources, FixtureRepository.after + "// a comment, nothing more\n")
        let result = try fixture.kata("list")
        #expect(
            result.output.hasPrefix(
                "▶ 01 first-steps           changed since it passed: swift run kata check 01\n"
            )
        )
    }

    @Test("a hang is stopped at the time-out and reported")
    func hang() throws {
        try start(
            with:
                "public func answer() -> Int { var n = 0; while n >= 0 { n = n &+ 1 | 1 }; return n }\n"
        )
        let started = Date()
        let result = try fixture.kata("check", "01", "--timeout", "5")
        #expect(result.status == 1)
        #expect(result.output.contains("✘ Kata 01: stopped after 5 seconds: something hangs."))
        #expect(result.output.contains("It was running: the answer is"))
        #expect(Date().timeIntervalSince(started) < 120)
    }

    @Test("an edited checker is reported, and the kata does not count as done")
    func tamperedChecker() throws {
        try start(with: FixtureRepository.after)
        let checker = "Exercises/01-first-steps/Tests/SampleChecks/SampleChecks.swift"
        try fixture.write(checker, FixtureRepository.checker + "// edited\n")
        defer { try? fixture.write(checker, FixtureRepository.checker) }
        let result = try fixture.kata("check", "01")
        #expect(result.status == 1)
        #expect(result.output.contains("! The checker of kata 01 is not the one shipped with it"))
    }

    @Test("next walks from kata to kata as each one is solved")
    func walkThrough() throws {
        try start(with: FixtureRepository.before)
        let first = try fixture.kata("next")
        #expect(first.status == 0)
        #expect(
            first.output.hasPrefix(
                "Next: kata 01 · first-steps: First steps\n\nThe answer is wrong.\n"
            )
        )
        #expect(first.output.contains("Check: cd Exercises/01-first-steps && swift test"))
        #expect(first.output.contains("Progress: [░░░░░░░░░░░░░░░░░░░░░░░░] 0/2 done"))

        _ = try fixture.kata("solve", "01")
        let second = try fixture.kata("next")
        #expect(
            second.output.hasPrefix(
                "✔ Kata 01 · first-steps passes.\n"
                    + "A second look: the lesson's “Going further” asks what you chose.\n"
                    + "  Compare with the reference solution: swift run kata diff 01\n"
                    + "\nNext: kata 02 · second-steps"
            )
        )
        #expect(second.output.contains("1/2 done"))

        _ = try fixture.kata("solve", "02")
        let done = try fixture.kata("next")
        #expect(done.output.hasPrefix("✔ Kata 02 · second-steps passes.\n"))
        #expect(done.output.contains("\n\nAll 2 katas are done."))
        #expect(done.output.contains("2/2 done"))

        let again = try fixture.kata("next")
        #expect(
            again.output.hasPrefix("All 2 katas are done."),
            "nothing changed, so nothing is checked again"
        )
        #expect(again.output.hasSuffix(done.output.components(separatedBy: "diff 02\n\n")[1]))
    }
}

extension CheckCommandTests {
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
            process.standardInput = input
            process.standardOutput = try FileHandle(forWritingTo: log)
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

        /// Whether `text` shows up in the output within two minutes.
        func waitFor(_ text: String) -> Bool {
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline {
                if output.contains(text) { return true }
                Thread.sleep(forTimeInterval: 0.2)
            }
            return false
        }

        func stop() {
            if process.isRunning { process.terminate() }
        }
    }

    @Test("watch checks again after a save, and moves on when asked")
    func watch() throws {
        try start(with: FixtureRepository.before)
        let watcher = try Watcher(in: fixture)
        defer { watcher.stop() }

        #expect(watcher.waitFor("✘ Kata 01: 2 of 3 expectations do not hold yet."))
        #expect(watcher.waitFor("── checked at "))
        try fixture.write(sources, FixtureRepository.after)
        #expect(watcher.waitFor("✔ Kata 01 passes: the refactoring is done."))
        #expect(watcher.waitFor("Type `n` and Enter to go on"))
        watcher.input.fileHandleForWriting.write(Data("n\n".utf8))
        watcher.process.waitUntilExit()
        #expect(watcher.process.terminationStatus == 0)
        #expect(watcher.output.contains("Next: kata 02 · second-steps"))
    }

    @Test("watch says every kata is done, and offers no next one, when the last one passes")
    func watchLastKata() throws {
        try start(with: FixtureRepository.before)
        try fixture.write(secondSources, FixtureRepository.after)
        _ = try fixture.kata("check", "02")
        let watcher = try Watcher(in: fixture)
        defer { watcher.stop() }

        #expect(watcher.waitFor("✘ Kata 01: 2 of 3 expectations do not hold yet."))
        try fixture.write(sources, FixtureRepository.after)
        #expect(watcher.waitFor("Every kata is done. Well refactored! Ctrl-C to stop watching."))
        #expect(!watcher.output.contains("Type `n`"))
    }
}
