import Foundation
import Mock
import Testing

@testable import KataKit

@Suite("kata verify builds a version again with SwiftPM's own commands, or leaves it to SwiftPM")
struct BuildReplayTests {
    /// A package with one source, and a plan in its build folder: the source compiled to an
    /// object, the object linked into the test binary, and a command the test binary does not
    /// need.
    struct Fixture {
        let root: URL
        var package: URL { root.appendingPathComponent("Package") }
        var build: URL { root.appendingPathComponent(".build") }
        var source: URL { package.appendingPathComponent("Sources/Greeting/Greeting.swift") }
        var object: URL { build.appendingPathComponent("Greeting.swift.o") }
        var binary: URL { build.appendingPathComponent("PackagePackageTests.xctest") }
        var tool: URL { build.appendingPathComponent("tool") }

        init() throws {
            root = FileManager.default.temporaryDirectory
                .appendingPathComponent("kata-replay-\(UUID().uuidString)")
            for file in [source, object, binary, package.appendingPathComponent("Package.swift")] {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(),
                    withIntermediateDirectories: true
                )
                try Data("// \(file.lastPathComponent)\n".utf8).write(to: file)
            }
            let list = Self.list
            let plan = """
                client:
                  name: basic
                commands:
                  "C.Tool":
                    tool: shell
                    inputs: \(list([source.path]))
                    outputs: \(list([tool.path]))
                    description: "Linking a tool the tests do not need"
                    args: \(list(["swiftc", "tool", tool.path]))

                  "C.Link":
                    tool: shell
                    inputs: \(list([object.path, "<Greeting.module>"]))
                    outputs: \(list([binary.path]))
                    description: "Linking the tests"
                    args: \(list(["swiftc", "link", binary.path]))

                  "C.Greeting":
                    tool: shell
                    inputs: \(list([source.path, build.path]))
                    outputs: \(list([object.path]))
                    description: "Compiling Swift Module 'Greeting' (1 sources)"
                    args: \(list(["swiftc", "compile", object.path]))

                  "PackageStructure":
                    tool: package-structure-tool
                    inputs: \(list([package.path + "/Sources/Greeting/"]))
                    outputs: ["<PackageStructure>"]

                """
            try plan.write(
                to: build.appendingPathComponent("debug.yaml"),
                atomically: true,
                encoding: .utf8
            )
        }

        func remove() { try? FileManager.default.removeItem(at: root) }

        /// `items` as a plan writes a list: JSON strings, no spaces.
        static func list(_ items: [String]) -> String {
            "[" + items.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        }

        /// Writes `text` to `file`, dated a moment later than it was.
        func change(_ file: URL, to text: String) throws {
            let before =
                (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate]
                as? Date ?? Date()
            try Data(text.utf8).write(to: file)
            try FileManager.default.setAttributes(
                [.modificationDate: before.addingTimeInterval(1)],
                ofItemAtPath: file.path
            )
        }
    }

    /// A runner that ends every command as `ending`, and, when it succeeds, writes the file
    /// that its last argument names, as a compiler writes its output.
    static func processes(ending: ProcessOutcome.Ending = .exited(0)) -> ProcessesDouble {
        let processes = ProcessesDouble()
        processes.mock.stub(
            "run(_:in:limit:environment:)",
            answers: .computing { call in
                let arguments = try call.argument(0, as: [String].self)
                if ending == .exited(0), let output = arguments.last {
                    try Data("// made by \(arguments[1])\n".utf8)
                        .write(to: URL(fileURLWithPath: output))
                }
                return Result<ProcessOutcome, any Error>.success(
                    ProcessOutcome(ending: ending, output: "")
                )
            }
        )
        return processes
    }

    @Test("the plan's shell commands are read with their lists; SwiftPM's own tools are not")
    func readsThePlan() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let text = try String(
            contentsOf: fixture.build.appendingPathComponent("debug.yaml"),
            encoding: .utf8
        )
        let commands = try #require(BuildReplay.commands(inPlan: text))
        #expect(commands.map { $0.arguments[1] } == ["tool", "link", "compile"])
        #expect(commands[1].inputs == [fixture.object.path, "<Greeting.module>"])
        #expect(
            BuildReplay.commands(
                inPlan: text.replacingOccurrences(of: "inputs: [\"", with: "inputs: [")
            ) == nil
        )
    }

    @Test("the commands run in the order their outputs feed the test binary, and only those")
    func ordersTheCommands() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        var replay = BuildReplay(package: fixture.package)
        replay.settle(after: fixture.build)
        #expect(replay.commands.map { $0.arguments[1] } == ["compile", "link"])
        #expect(replay.testBinary == fixture.binary)

        let circle = [
            BuildReplay.Command(inputs: ["b"], outputs: ["a"], arguments: ["swiftc"]),
            BuildReplay.Command(inputs: ["a"], outputs: ["b"], arguments: ["swiftc"]),
        ]
        #expect(BuildReplay.order(circle, feeding: circle[0]) == nil)
    }

    @Test("a build runs again the commands that read a changed file, and nothing when none did")
    func runsWhatChanged() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let processes = Self.processes()
        var replay = BuildReplay(package: fixture.package)
        replay.settle(after: fixture.build)

        #expect(try replay.build(with: processes, timeout: 5) == fixture.binary)
        #expect(processes.commands.isEmpty)

        try fixture.change(fixture.source, to: "let greeting = \"hi\"\n")
        #expect(try replay.build(with: processes, timeout: 5) == fixture.binary)
        #expect(processes.commands.map { $0[1] } == ["compile", "link"])

        #expect(try replay.build(with: processes, timeout: 5) == fixture.binary)
        #expect(processes.commands.count == 2)
    }

    @Test("an interface written again with the same bytes compiles none of its readers again")
    func sameInterface() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let interface = fixture.build.appendingPathComponent("Greeting.swiftmodule")
        let checks = fixture.build.appendingPathComponent("Checks.swift.o")
        for file in [interface, checks] {
            try Data("// made by \(file.lastPathComponent)\n".utf8).write(to: file)
        }
        let list = Fixture.list
        let commands: [(name: String, inputs: [URL], output: URL)] = [
            ("Greeting.swiftmodule", [fixture.source], interface),
            ("Greeting.swift.o", [fixture.source], fixture.object),
            ("Checks.swift.o", [interface], checks),
            ("link", [fixture.object, checks], fixture.binary),
        ]
        let plan = commands.map { command in
            """
              "C.\(command.name)":
                tool: shell
                inputs: \(list(command.inputs.map(\.path)))
                outputs: \(list([command.output.path]))
                args: \(list(["swiftc", command.name, command.output.path]))

            """
        }
        try ("client:\n  name: basic\ncommands:\n" + plan.joined()).write(
            to: fixture.build.appendingPathComponent("debug.yaml"),
            atomically: true,
            encoding: .utf8
        )
        let processes = Self.processes()
        var replay = BuildReplay(package: fixture.package)
        replay.settle(after: fixture.build)

        try fixture.change(fixture.source, to: "let greeting = \"hi\"\n")
        #expect(try replay.build(with: processes, timeout: 5) == fixture.binary)
        #expect(
            processes.commands.map { $0[1] }.sorted()
                == ["Greeting.swift.o", "Greeting.swiftmodule", "link"]
        )

        // An interface written with other bytes: every reader runs, as SwiftPM would run it.
        try fixture.change(interface, to: "// an older interface\n")
        replay.settle(after: fixture.build)
        try fixture.change(fixture.source, to: "let greeting = \"hello\"\n")
        #expect(try replay.build(with: processes, timeout: 5) == fixture.binary)
        #expect(
            processes.commands.dropFirst(3).map { $0[1] }.sorted()
                == ["Checks.swift.o", "Greeting.swift.o", "Greeting.swiftmodule", "link"]
        )
    }

    @Test("a Swift file added or a manifest changed leaves the build to SwiftPM")
    func refusesAnotherPackage() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let processes = Self.processes()
        var replay = BuildReplay(package: fixture.package)
        replay.settle(after: fixture.build)
        let added = fixture.source.deletingLastPathComponent().appendingPathComponent("New.swift")
        try Data("let new = 1\n".utf8).write(to: added)
        #expect(try replay.build(with: processes, timeout: 5) == nil)
        try FileManager.default.removeItem(at: added)
        #expect(try replay.build(with: processes, timeout: 5) == fixture.binary)

        try fixture.change(fixture.package.appendingPathComponent("Package.swift"), to: "// 2\n")
        #expect(try replay.build(with: processes, timeout: 5) == nil)
        #expect(processes.commands.isEmpty)
    }

    @Test("a command that fails leaves this build, and every one until SwiftPM built, to SwiftPM")
    func forgetsAfterAFailure() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let processes = Self.processes(ending: .exited(1))
        var replay = BuildReplay(package: fixture.package)
        replay.settle(after: fixture.build)
        try fixture.change(fixture.source, to: "let greeting = \n")
        #expect(try replay.build(with: processes, timeout: 5) == nil)
        try fixture.change(fixture.source, to: "let greeting = 1\n")
        #expect(try replay.build(with: processes, timeout: 5) == nil)
        #expect(processes.commands.map { $0[1] } == ["compile"])

        replay.settle(after: fixture.build)
        #expect(replay.testBinary == fixture.binary)
    }

    @Test(
        "a test binary whose filter selects no test names no culprit: nothing rejected the version"
    )
    func filterSelectingNothing() throws {
        // `kata verify` counts a version as rejected by its recorded test only when a test is
        // named: a record naming a test since renamed selects nothing, and Swift Testing's runner
        // then ends with EX_UNAVAILABLE after a run of nothing.
        let processes = ProcessesDouble()
        processes.stubTests(
            [
                #"{"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}"#,
                #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#,
            ],
            ending: .exited(69),
            output: "✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.\n"
        )
        var run = CheckerRun(
            package: URL(fileURLWithPath: "/x"),
            module: "Greeting",
            testTimeout: 5,
            processes: processes
        )
        run.stopAtFirstFailure = true
        let found = try run.runTests(
            inBinary: URL(fileURLWithPath: "/x/.build/debug/xPackageTests.xctest"),
            filter: CheckerRun.filter(selecting: "GreetingChecks.GreetChecks/renamed()")
        )
        #expect(found.culprit == nil)
        #expect(
            processes.commands.first?.prefix(4) == [
                "/x/.build/debug/xPackageTests.xctest", "--testing-library", "swift-testing",
                "--no-parallel",
            ]
        )
    }

    @Test("a build folder without a plan, or with a plan that does not read, has no replay")
    func noPlan() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        var replay = BuildReplay(package: fixture.package)
        replay.settle(after: fixture.root.appendingPathComponent("missing"))
        #expect(replay.testBinary == nil)
        #expect(try replay.build(with: Self.processes(), timeout: 5) == nil)
    }
}
