import Foundation
import Testing

@testable import KataKit

@Suite("Verdicts of a build: whose code does not compile, and what to tell the learner")
struct VerdictTests {
    let run = CheckerRun(
        package: URL(fileURLWithPath: "/x"),
        module: "GameOfLife",
        testTimeout: 5,
        processes: ProcessesDouble()
    )
    let kata = try! Repository(root: repositoryRoot).kata(named: "05")

    @Test("an error in the characterization tests alone is theirs, not the learner's code")
    func characterization() {
        let output =
            "/x/Tests/GameOfLifeCharacterization/Board.swift:12:9: error: cannot find 'Board' in scope"
        let verdict = run.compileVerdict(output)
        #expect(
            verdict
                == .characterizationDoesNotCompile([
                    Diagnostic(
                        file: "Tests/GameOfLifeCharacterization/Board.swift",
                        line: 12,
                        message: "cannot find 'Board' in scope"
                    )
                ])
        )
        #expect(
            VerdictSummary.report(verdict, kata: kata, style: TextStyle(colored: false)) == """
                ✘ Kata 05: the characterization tests do not compile against your code.
                  Tests/GameOfLifeCharacterization/Board.swift:12: cannot find 'Board' in scope
                  They call the code the way the Before code allows, to prove the refactoring \
                changed no behaviour: keep the names and signatures they use (add the new ones \
                beside them if you need both).
                """
        )
    }

    @Test(
        "errors in the characterization tests and in the learner's own tests, none in their code, are the characterization's"
    )
    func characterizationBesideOwnTests() {
        // A presenter made `@MainActor` compiles; the tests that call it from outside the main
        // actor do not, the learner's own among them.
        let output = """
            /x/Tests/GameOfLifeTests/YourTests.swift:4:9: error: call to main actor-isolated \
            initializer 'init()' in a synchronous nonisolated context
            /x/Tests/GameOfLifeCharacterization/Board.swift:12:9: error: call to main \
            actor-isolated initializer 'init()' in a synchronous nonisolated context
            """
        #expect(
            run.compileVerdict(output)
                == .characterizationDoesNotCompile([
                    Diagnostic(
                        file: "Tests/GameOfLifeCharacterization/Board.swift",
                        line: 12,
                        message: "call to main actor-isolated initializer 'init()' in a "
                            + "synchronous nonisolated context"
                    )
                ])
        )
    }

    @Test(
        "a protocol that asks more than the checker's double offers is named as too wide",
        arguments: [
            "type 'MockBoard' does not conform to protocol 'BoardProtocol'",
            "property 'cells' must be as accessible as its enclosing type because it matches a "
                + "requirement in protocol 'BoardProtocol'",
        ]
    )
    func protocolTooWide(message: String) {
        let output = "/x/Tests/GameOfLifeChecks/Checks.swift:15:13: error: \(message)"
        let report = VerdictSummary.report(
            run.compileVerdict(output),
            kata: kata,
            style: TextStyle(colored: false)
        )
        #expect(
            report.contains(
                "  Your protocol BoardProtocol asks for more than the code that uses it needs: the "
                    + "checker's own double of it has only what that code asks"
            )
        )
    }

    @Test("a silent bad memory access is named a stack overflow or an unchecked reference")
    func stackOverflow() {
        let report = VerdictSummary.report(
            .crashed(running: ["a 1 × 1 board"], detail: "signal 11", runtime: []),
            kata: kata,
            style: TextStyle(colored: false)
        )
        #expect(report.contains("most often a stack overflow: something that calls itself"))
        #expect(report.contains("`unowned(unsafe)`"))
        #expect(!report.contains("force unwrap"))
    }

    @Test("a trap with nothing from the runtime points at unwraps, indexes and fatalError")
    func trapWithoutMessage() {
        let report = VerdictSummary.report(
            .crashed(running: ["a 1 × 1 board"], detail: "signal 4", runtime: []),
            kata: kata,
            style: TextStyle(colored: false)
        )
        #expect(report.contains("Look for a force unwrap, an index out of range or a fatalError"))
        #expect(!report.contains("stack overflow"))
    }

    @Test(
        "tests killed from outside, or a process that exits early, are not sent to look for unwraps"
    )
    func stoppedFromOutside() {
        for (detail, words) in [
            ("signal 9", "something stopped them from outside, with signal 9"),
            ("signal 15", "something stopped them from outside, with signal 15"),
            ("the test process stopped early", "code that calls `exit`"),
        ] {
            let report = VerdictSummary.report(
                .crashed(running: ["a 1 × 1 board"], detail: detail, runtime: []),
                kata: kata,
                style: TextStyle(colored: false)
            )
            #expect(report.contains(words), "\(report)")
            #expect(!report.contains("force unwrap"), "\(detail)")
        }
    }
}
