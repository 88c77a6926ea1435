import Foundation
import Mock
import Testing

@testable import KataKit

/// The stream of a fixture checker run whose three tests all pass, or whose first fails.
enum FixtureRun {
    static let names = [
        "SampleChecks/answerIs42()": "the answer is 42: not 40, and it passed no other test",
        "SampleChecks/answerIsEven()": "the answer is even",
    ]

    static func stream(failing: Bool = false) -> [String] {
        var lines = [StreamLines.test("SampleChecks", "Sample", suite: true)]
        for (id, name) in names.sorted(by: { $0.key < $1.key }) {
            lines.append(StreamLines.test(id, name))
        }
        lines.append(StreamLines.event("runStarted"))
        for id in names.keys.sorted() {
            lines.append(StreamLines.event("testStarted", id))
            if failing && id.hasSuffix("answerIs42()") {
                lines.append(
                    StreamLines.event(
                        "issueRecorded",
                        id,
                        messages: [("fail", "Expectation failed: (answer() → 40) == 42")]
                    )
                )
            }
            lines.append(StreamLines.event("testEnded", id))
        }
        lines.append(StreamLines.event("runEnded"))
        return lines
    }
}

/// `check`, `list`, `graph` and `next` in this process, with the builds and test runs played
/// by a double: what each says of every kind of verdict.
@Suite("kata: check and the commands around it, in process")
struct CheckCommandTests {
    let fixture = try! FixtureRepository.make()

    @Test("a passing check says so, with a second look, and builds and tests in one SwiftPM start")
    func passes() throws {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        processes.stubTests(FixtureRun.stream())

        let result = fixture.run("check", "01", processes: processes)

        #expect(result.status == .success)
        #expect(
            result.output == """
                Checking kata 01 · first-steps (Exercises/01-first-steps)…
                ✔ Kata 01 passes: the refactoring is done.
                  ✔ the answer is 42: not 40, and it passed no other test
                  ✔ the answer is even

                A second look: nothing in your code calls for a note of its own; the lesson's “Going further” asks why you chose this design.
                  Compare with the reference solution: swift run kata diff 01

                """
        )
        #expect(processes.commands.count == 1)
        #expect(processes.commands.first?.prefix(3) == ["swift", "test", "--no-parallel"])
        #expect(try fixture.read(".kata/state.json").contains("\"passed\" : true"))
    }

    @Test("with KATA_BUILD_FOLDER, every check builds in that one folder and prepares nothing")
    func sharedBuildFolder() throws {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        processes.stubTests(FixtureRun.stream())
        let folder = fixture.root.appendingPathComponent(".build-shared").path

        let result = fixture.run(
            "check",
            "01",
            processes: processes,
            environment: ["KATA_BUILD_FOLDER": folder]
        )

        #expect(result.status == .success)
        #expect(processes.commands.count == 1)
        let command = processes.commands.first ?? []
        let scratch = command.firstIndex(of: "--scratch-path").map { command[$0 + 1] }
        #expect(scratch == folder)
        #expect(!result.output.contains("in the background"))
    }

    @Test("a passing kata gets a second look at the choices in the learner's code")
    func review() throws {
        defer { fixture.remove() }
        try fixture.write(
            "Exercises/01-first-steps/Sources/Sample/Sample.swift",
            "public func answer() -> Int { 6 * 7 }\n"
        )
        let processes = ProcessesDouble()
        processes.stubTests(FixtureRun.stream())

        let result = fixture.run("check", "01", processes: processes)

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
    }

    @Test("an edited checker is said first, and a pass with it never reads as a pass")
    func tamperedChecker() throws {
        defer { fixture.remove() }
        try fixture.write(
            "Exercises/01-first-steps/Tests/SampleChecks/SampleChecks.swift",
            FixtureRepository.checker + "// edited\n"
        )
        let processes = ProcessesDouble()
        processes.stubTests(FixtureRun.stream())

        let result = fixture.run("check", "01", processes: processes)

        #expect(result.status == .failure)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines[1].hasPrefix(
                "! The checker of kata 01 is not the one shipped with it (the checker's files changed)"
            )
        )
        #expect(!result.output.contains("✔ Kata 01 passes"))
        #expect(
            result.output.contains(
                "… Kata 01: every expectation holds, but with an edited checker that does not count."
            )
        )
    }

    @Test("a swap file or a .DS_Store beside the checker is no edit of it")
    func incidentalFiles() throws {
        defer { fixture.remove() }
        try fixture.write("Exercises/01-first-steps/Tests/SampleChecks/.DS_Store", "finder")
        try fixture.write(
            "Exercises/01-first-steps/Tests/SampleChecks/.SampleChecks.swift.swp",
            "vim"
        )
        let processes = ProcessesDouble()
        processes.stubTests(FixtureRun.stream())

        let result = fixture.run("check", "01", processes: processes)

        #expect(result.status == .success)
        #expect(!result.output.contains("not the one shipped"))
    }

    @Test("an error in the learner's own code, and only the first five of many")
    func learnerCodeDoesNotCompile() {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        let path = fixture.root.appendingPathComponent(
            "Exercises/01-first-steps/Sources/Sample/Sample.swift"
        ).path
        let errors = (1...7).map {
            "\(path):\($0):5: error: cannot convert value of type 'String' to 'Int'"
        }
        processes.stubTests([], ending: .exited(1), output: errors.joined(separator: "\n"))

        let result = fixture.run("check", "01", processes: processes)

        #expect(result.status == .failure)
        #expect(result.output.contains("✘ Kata 01: your code does not compile.\n"))
        let lines = result.output.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("  Sources/Sample/Sample.swift:") }.count == 5)
        #expect(lines.last == "  … and 2 more errors.")
    }

    @Test("a toolchain missing from PATH is named, and no verdict is recorded")
    func noToolchain() throws {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        processes.stubTests(
            [],
            ending: .exited(127),
            output: "/bin/sh: 1: exec: swift: not found\n"
        )

        let result = fixture.run("check", "01", processes: processes)

        #expect(result.status == .failure)
        #expect(
            result.errors.hasPrefix(
                "error: The Swift toolchain is not on PATH: `swift` could not be run."
            )
        )
        #expect(result.errors.contains("(No verdict was recorded.)"))
        #expect(!fixture.exists(".kata/state.json"))
    }

    @Test("a build folder made elsewhere is named, with the command that clears it")
    func staleBuildFolder() throws {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        processes.stubTests(
            [],
            ending: .exited(1),
            output:
                "/old/place/.build/debug/Sample.swiftmodule: error: missing required module 'SwiftShims'\n"
        )

        let result = fixture.run("check", "01", processes: processes)

        #expect(result.errors.contains("`rm -rf Exercises/01-first-steps/.build`"))
        #expect(!fixture.exists(".kata/state.json"))
    }

    @Test("a missing exercise is named, with the command that brings it back")
    func missingExercise() throws {
        defer { fixture.remove() }
        try FileManager.default.removeItem(
            at: fixture.root.appendingPathComponent("Exercises/01-first-steps")
        )
        let result = fixture.run("reset", "01")
        #expect(result.status == .failure)
        #expect(
            result.errors
                == "error: Exercises/01-first-steps/Package.swift is missing, so kata 01 has no exercise to work on. `git checkout -- Exercises/01-first-steps` brings it back as it was shipped.\n"
        )
    }

    @Test("a missing exercise: list says missing, graph and check refuse in words, nothing runs")
    func missingExerciseEverywhere() throws {
        defer { fixture.remove() }
        try FileManager.default.removeItem(
            at: fixture.root.appendingPathComponent("Exercises/01-first-steps")
        )
        let processes = ProcessesDouble()
        let list = fixture.run("list", processes: processes)
        #expect(list.output.contains("01 first-steps"))
        #expect(list.output.contains("missing: Exercises/01-first-steps is gone"), "\(list.output)")
        #expect(!list.output.contains("pending"))
        for command in ["graph", "check"] {
            let result = fixture.run(command, "01", processes: processes)
            #expect(result.status == .failure)
            #expect(result.errors.contains("Exercises/01-first-steps/Package.swift is missing"))
            #expect(!result.output.contains("does not compile"), "\(result.output)")
        }
        #expect(processes.commands.isEmpty, "\(processes.commands)")
    }

    @Test("a deleted checker folder or an empty module is said as such, not as a compile error")
    func missingCheckerOrCode() throws {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        let exercise = fixture.root.appendingPathComponent("Exercises/01-first-steps")
        try FileManager.default.removeItem(
            at: exercise.appendingPathComponent("Sources/Sample/Sample.swift")
        )
        let empty = fixture.run("check", "01", processes: processes)
        #expect(empty.status == .failure)
        #expect(empty.errors.contains("Sources/Sample holds no Swift file"), "\(empty.errors)")
        let graph = fixture.run("graph", "01", processes: processes)
        #expect(graph.errors.contains("Sources/Sample holds no Swift file"), "\(graph.errors)")
        let checker = exercise.appendingPathComponent("Tests/SampleChecks")
        for file in try FileManager.default.contentsOfDirectory(atPath: checker.path) {
            try FileManager.default.removeItem(at: checker.appendingPathComponent(file))
        }
        let emptyChecker = fixture.run("check", "01", processes: processes)
        #expect(emptyChecker.errors.contains("Tests/SampleChecks is missing or empty"))
        try FileManager.default.removeItem(at: exercise.appendingPathComponent("Tests"))
        let noChecker = fixture.run("check", "01", processes: processes)
        #expect(noChecker.status == .failure)
        #expect(
            noChecker.errors.contains("Exercises/01-first-steps/Tests/SampleChecks is missing"),
            "\(noChecker.errors)"
        )
        #expect(!noChecker.output.contains("does not compile"))
        #expect(processes.commands.isEmpty, "\(processes.commands)")
    }

    @Test("a build that fails without a word is the machine's doing, not the learner's code")
    func silentBuildFailure() throws {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        processes.stubTests([], ending: .exited(1), output: "\n")
        let result = fixture.run("check", "01", processes: processes)
        #expect(result.status == .failure)
        #expect(result.errors.contains("The build failed without saying why"), "\(result.errors)")
        #expect(!result.output.contains("does not compile"), "\(result.output)")
    }

    @Test("code saved while it was being built is said as such, not as code that does not compile")
    func savedDuringTheBuild() throws {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        processes.stubTests(
            [],
            ending: .exited(1),
            output:
                "error: input file 'Sources/Sample/Sample.swift' was modified during the build\n"
        )
        let result = fixture.run("check", "01", processes: processes)
        #expect(result.status == .failure)
        #expect(result.errors.contains("Your code changed while it was being built"))
        #expect(!result.output.contains("does not compile"))
    }

    @Test("check --json prints one document, exactly")
    func checkJSON() throws {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        processes.stubTests(FixtureRun.stream(failing: true), ending: .exited(1))

        let result = fixture.run("check", "01", "--json", processes: processes)

        #expect(result.status == .failure)
        #expect(
            result.output == """
                {
                  "errors" : [

                  ],
                  "expectations" : [
                    {
                      "messages" : [

                      ],
                      "name" : "the answer is even",
                      "verdict" : "passed"
                    },
                    {
                      "messages" : [
                        "Expectation failed: (answer() → 40) == 42"
                      ],
                      "name" : "the answer is 42: not 40, and it passed no other test",
                      "verdict" : "failed"
                    }
                  ],
                  "folder" : "01-first-steps",
                  "kata" : "01",
                  "seconds" : 0,
                  "status" : "failed",
                  "tampering" : [

                  ],
                  "title" : "First steps",
                  "tool" : "kata \(KataCommand.version)"
                }

                """
        )
    }

    @Test("list --json prints one document, exactly")
    func listJSON() throws {
        defer { fixture.remove() }
        try fixture.write(
            "Exercises/02-second-steps/Sources/Sample/Sample.swift",
            "public func answer() -> Int { 39 }\n"
        )
        let result = fixture.run("list", "--json")
        #expect(
            result.output == """
                {
                  "done" : 0,
                  "katas" : [
                    {
                      "current" : true,
                      "folder" : "01-first-steps",
                      "kata" : "01",
                      "status" : "not-started",
                      "title" : "First steps"
                    },
                    {
                      "current" : false,
                      "folder" : "02-second-steps",
                      "kata" : "02",
                      "status" : "pending",
                      "title" : "Second steps"
                    }
                  ],
                  "tool" : "kata \(KataCommand.version)",
                  "total" : 2
                }

                """
        )
    }

    @Test("list says which kata changed since it passed, without checking it again")
    func listAfterAnEdit() throws {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        processes.stubTests(FixtureRun.stream())
        _ = fixture.run("check", "01", processes: processes)
        try fixture.write(
            "Exercises/01-first-steps/Sources/Sample/Sample.swift",
            FixtureRepository.before + "// a comment, nothing more\n"
        )
        let result = fixture.run("list")
        #expect(
            result.output.hasPrefix(
                "▶ 01 first-steps           changed since it passed: swift run kata check 01\n"
            )
        )
    }

    @Test("graph draws the learner's code, names the arrow that breaks the rule, and exits 0")
    func graph() throws {
        defer { fixture.remove() }
        try fixture.write(
            "Exercises/01-first-steps/Sources/Sample/Sample.swift",
            """
            final class Oracle { func ask() -> Int { 42 } }
            public func answer() -> Int { Oracle().ask() }

            """
        )
        let processes = ProcessesDouble()
        processes.stubEveryRun(ending: .exited(0), output: "Build complete!")
        let result = fixture.run("graph", "01", processes: processes)
        #expect(result.status == .success)
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
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        processes.stubEveryRun(ending: .exited(1), output: "error: expected expression")
        let result = fixture.run("graph", "01", processes: processes)
        #expect(result.status == .failure)
        #expect(result.output.isEmpty)
        #expect(
            result.errors.hasPrefix(
                "error: Your code in Exercises/01-first-steps does not compile yet, so there is no "
                    + "true picture of it to draw."
            )
        )
        let before = fixture.run("graph", "01", "--before", "--mermaid")
        #expect(before.status == .success)
        #expect(
            before.output == """
                ```mermaid
                flowchart LR
                    answer["func answer · policy"]
                ```

                """
        )
    }

    @Test("a build past --build-timeout names the huge file that made it slow, before and after")
    func hugeFileUnderABuildLimit() throws {
        defer { fixture.remove() }
        let huge = "Exercises/01-first-steps/Sources/Sample/Table.swift"
        try fixture.write(
            huge,
            "let table = [\n" + String(repeating: "    1,\n", count: 120_000) + "]\n"
        )
        let processes = ProcessesDouble()
        processes.stubTests([], ending: .timedOut(afterMarker: false), output: "Compiling Sample\n")

        let result = fixture.run(
            "check",
            "01",
            "--timeout",
            "60",
            "--build-timeout",
            "30",
            processes: processes
        )

        #expect(result.status == .failure)
        #expect(result.errors.contains("The build may take minutes"), "\(result.errors)")
        #expect(result.errors.contains("Sources/Sample/Table.swift (840 KB)"), "\(result.errors)")
        #expect(
            result.output.contains(
                "✘ Kata 01: the build was stopped after 30 seconds, before any test ran."
            ),
            "\(result.output)"
        )
        #expect(result.output.contains("    Sources/Sample/Table.swift (840 KB)"))
        #expect(result.output.contains("`--build-timeout` changes the limit"))
        #expect(!result.output.contains("something hangs"))
    }

    @Test("next shows a pristine kata at once, checks nothing, and prepares it in the background")
    func nextOnAFreshClone() throws {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        let result = fixture.run("next", processes: processes, environment: ["KATA_PREWARM": "1"])
        #expect(result.status == .success)
        #expect(processes.commands.isEmpty, "a pristine exercise is not built to learn it fails")
        processes.mock.calledWith(
            "startInBackground(_:in:)",
            ["swift", "build", "--build-tests"],
            fixture.root.appendingPathComponent("Exercises/01-first-steps"),
            times: .once
        )
        #expect(result.output.contains("Not started yet: the exercise still holds the Before code"))
        #expect(
            result.output.hasSuffix(
                "Preparing kata 01 in the background; `KATA_PREWARM=0` turns this off.\n"
            )
        )
    }

    @Test(
        "no background preparation under CI, or when the settings say so",
        arguments: [
            (["CI": "true"], nil),
            (["CI": "1", "KATA_PREWARM": "1"], nil),
            ([:], #"{"prepare": false}"#),
        ] as [([String: String], String?)]
    )
    func noPreparationWhenAGraderRuns(environment: [String: String], settings: String?) throws {
        defer { fixture.remove() }
        if let settings {
            let folder = fixture.root.appendingPathComponent(".kata")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try settings.write(
                to: folder.appendingPathComponent("settings.json"),
                atomically: true,
                encoding: .utf8
            )
        }
        let processes = ProcessesDouble()
        let result = fixture.run("next", processes: processes, environment: environment)
        #expect(result.status == .success)
        processes.mock.notCalled("startInBackground(_:in:)")
        #expect(!result.output.contains("Preparing kata"))
    }

    @Test("a check of another kata stops the background build; one of the same kata lets it finish")
    func checkMakesWay() throws {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        _ = fixture.run("next", processes: processes, environment: ["KATA_PREWARM": "1"])
        processes.stubTests(FixtureRun.stream())

        _ = fixture.run("check", "01", processes: processes)
        processes.mock.notCalled("stopInBackground(_:)")

        _ = fixture.run("check", "02", processes: processes)
        verifyInOrder([
            processes.mock.call("startInBackground(_:in:)", Arg.any, Arg.any),
            processes.mock.call("run(_:in:limit:environment:)", Arg.any, Arg.any),
            processes.mock.call("stopInBackground(_:)", Int32(4242)),
            processes.mock.call("run(_:in:limit:environment:)", Arg.any, Arg.any),
        ])
    }
}
