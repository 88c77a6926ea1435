import Foundation
import Testing

/// `check` and `next` build and run the fixture's checkers, so these tests share one fixture
/// and run one after another, each build an increment of the last.
@Suite("kata: check and next", .serialized)
final class CheckCommandTests {
    let fixture: FixtureRepository
    let sources = "Exercises/01-first-steps/Sources/Sample/Sample.swift"

    init() throws {
        fixture = try FixtureRepository.make()
    }

    deinit {
        fixture.remove()
    }

    @Test("the pristine exercise fails, naming the expectation that does not hold")
    func pristineFails() throws {
        let result = try fixture.kata("check", "01")
        #expect(result.status == 1)
        #expect(result.output.contains("✘ Kata 01: 1 of 2 expectations do not hold yet."))
        #expect(result.output.contains("  ✔ the answer is even"))
        #expect(result.output.contains("  ✘ the answer is 42"))
    }

    @Test("a solved exercise passes and exits 0")
    func solvedPasses() throws {
        try fixture.write(sources, FixtureRepository.after)
        let result = try fixture.kata("check", "01")
        #expect(result.status == 0)
        #expect(result.output.contains("✔ Kata 01 passes: the refactoring is done."))
    }

    @Test("a checker that does not compile is 'not yet', with the expectation it states")
    func notYet() throws {
        try fixture.write(sources, "public func reply() -> Int { 42 }\n")
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
        try fixture.write(sources, "public func answer() -> Int { 42 \n")
        let result = try fixture.kata("check", "01")
        #expect(result.status == 1)
        #expect(result.output.contains("✘ Kata 01: your code does not compile."))
        #expect(result.output.contains("  Sources/Sample/Sample.swift:"))
    }

    @Test("a crash is reported with the test that was running")
    func crash() throws {
        try fixture.write(sources, "public func answer() -> Int { fatalError(\"boom\") }\n")
        let result = try fixture.kata("check", "01")
        #expect(result.status == 1)
        #expect(result.output.contains("✘ Kata 01: the checker crashed"))
        #expect(result.output.contains("It was running: the answer is"))
    }

    @Test("a hang is stopped at the time-out and reported")
    func hang() throws {
        try fixture.write(
            sources,
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
        try fixture.write(sources, FixtureRepository.after)
        let checker = "Exercises/01-first-steps/Tests/SampleChecks/SampleChecks.swift"
        try fixture.write(checker, FixtureRepository.checker + "// edited\n")
        defer { try? fixture.write(checker, FixtureRepository.checker) }
        let result = try fixture.kata("check", "01")
        #expect(result.status == 1)
        #expect(result.output.contains("! The checker of kata 01 is not the one shipped with it"))
    }

    @Test("next walks from kata to kata as each one is solved")
    func walkThrough() throws {
        try fixture.write(sources, FixtureRepository.before)
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
        #expect(second.output.hasPrefix("Next: kata 02 · second-steps"))
        #expect(second.output.contains("1/2 done"))

        _ = try fixture.kata("solve", "02")
        let done = try fixture.kata("next")
        #expect(done.output.hasPrefix("All 2 katas are done."))
        #expect(done.output.contains("2/2 done"))

        let again = try fixture.kata("next")
        #expect(again.output == done.output, "nothing changed, so nothing is checked again")
    }
}

extension CheckCommandTests {
    @Test("watch checks again after a save, and moves on when asked")
    func watch() throws {
        try fixture.write(sources, FixtureRepository.before)
        let log = fixture.root.appendingPathComponent("watch.log")
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
        let process = Process()
        process.executableURL = KataBinary.productsDirectory.appendingPathComponent("kata")
        process.arguments = ["watch", "01"]
        process.currentDirectoryURL = fixture.root
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        func waitForOutput(_ text: String) throws -> Bool {
            let deadline = Date().addingTimeInterval(180)
            while Date() < deadline {
                if try String(contentsOf: log, encoding: .utf8).contains(text) { return true }
                Thread.sleep(forTimeInterval: 0.2)
            }
            return false
        }

        #expect(try waitForOutput("✘ Kata 01: 1 of 2 expectations do not hold yet."))
        try fixture.write(sources, FixtureRepository.after)
        #expect(try waitForOutput("✔ Kata 01 passes: the refactoring is done."))
        #expect(try waitForOutput("Type `n` and Enter to go on"))
        input.fileHandleForWriting.write(Data("n\n".utf8))
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(
            try String(contentsOf: log, encoding: .utf8).contains("Next: kata 02 · second-steps")
        )
    }
}
