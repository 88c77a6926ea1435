import Foundation
import Testing

@testable import KataKit

/// The command line itself: help, version, and every kind of bad input, run in this process.
@Suite("kata: the command line")
struct CommandLineTests {
    @Test(
        "output that cannot be written ends the command as failed, said on standard error",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"))
    )
    func outputToAFullDisk() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let process = Process()
        process.executableURL = KataBinary.productsDirectory.appendingPathComponent("kata")
        process.arguments = ["list"]
        process.currentDirectoryURL = fixture.root
        process.environment = KataBinary.environment
        process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(String(decoding: said, as: UTF8.self).contains("could not all be written"))
    }

    let fixture = try! FixtureRepository.make()

    @Test("--help lists the learner's commands, then the authors', and exits 0")
    func help() {
        defer { fixture.remove() }
        let result = fixture.run("--help")
        #expect(result.status == .success)
        let sections = result.output.components(separatedBy: "AUTHORING COMMANDS:")
        try? #require(sections.count == 2)
        for command in [
            "next", "list", "check", "watch", "hint", "graph", "reset", "restore", "diff", "solve",
        ] {
            #expect(sections[0].contains("\n  \(command) "), "missing \(command)")
        }
        for command in [
            "verify", "mutants", "fingerprint", "diagrams", "new", "solution-branch", "classroom",
        ] {
            #expect(sections[1].contains("\n  \(command) "), "missing \(command)")
        }
    }

    @Test("every command has its own --help, from its declaration")
    func commandHelp() {
        defer { fixture.remove() }
        let result = fixture.run("reset", "--help")
        #expect(result.status == .success)
        #expect(
            result.output == """
                OVERVIEW: Put a kata's Before code back, keeping a backup of yours.

                USAGE: swift run kata reset <kata>

                ARGUMENTS:
                  <kata>                  A kata's number (02), name (greet-by-date), both
                                          (02-greet-by-date), or the start of one name (greet).

                OPTIONS:
                  -h, --help              Show help information.

                """
        )
        #expect(fixture.run("help", "graph").output.contains("--types"))
    }

    @Test("help for a command that does not exist is a usage error, not a success")
    func helpForNothing() {
        defer { fixture.remove() }
        let result = fixture.run("help", "chek")
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("error: unknown command 'chek'. Did you mean `check`?\n"))
    }

    @Test("--version prints the version")
    func version() {
        defer { fixture.remove() }
        #expect(fixture.run("--version").output == "kata \(KataCommand.version)\n")
    }

    @Test("an unknown command is a usage error, with the closest command suggested")
    func unknownCommand() {
        defer { fixture.remove() }
        let result = fixture.run("nxt")
        #expect(result.status == .usage)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("error: unknown command 'nxt'. Did you mean `next`?\n"))
    }

    @Test("a command or an option in other case gets its suggestion: CHECK as check does")
    func otherCase() {
        defer { fixture.remove() }
        let upper = fixture.run("CHECK")
        #expect(upper.errors.hasPrefix("error: unknown command 'CHECK'. Did you mean `check`?\n"))
        let option = fixture.run("check", "01", "--JSON")
        #expect(option.errors.contains("Did you mean `--json`?"), "\(option.errors)")
    }

    @Test("a huge name typed by mistake is said back by its start and its length, not whole")
    func hugeName() {
        defer { fixture.remove() }
        let name = String(repeating: "x", count: 131_072)
        for arguments in [
            [name], ["hint", name], ["check", "01", "--\(name)"], ["hint", "01", name],
        ] {
            let result = fixture.run(arguments)
            #expect(result.status == .usage)
            #expect(
                result.errors.count < 1_000,
                "\(arguments.count): \(result.errors.count) characters"
            )
            #expect(
                result.errors.contains("(131072 characters)")
                    || result.errors.contains("(131074 characters)")
            )
        }
    }

    @Test("a narrow terminal is honoured: COLUMNS=20 wraps to 20 and shortens the progress bar")
    func narrowTerminal() {
        #expect(TerminalConsole(environment: ["COLUMNS": "20"]).width == 20)
        let line = ProgressBar.line(done: 1, total: 2, columns: 40)
        #expect(line.count <= 40, "\(line)")
        #expect(ProgressBar.line(done: 1, total: 2).contains(String(repeating: "█", count: 12)))
    }

    @Test("an unknown kata is a usage error, with the closest name suggested")
    func unknownKata() {
        defer { fixture.remove() }
        let result = fixture.run("hint", "frist-steps")
        #expect(result.status == .usage)
        #expect(
            result.errors
                == "error: There is no kata called 'frist-steps'. Did you mean `first-steps`? `swift run kata list` shows them all.\n"
        )
    }

    @Test("an empty kata name is a usage error, not every kata at once")
    func emptyKataName() {
        defer { fixture.remove() }
        let result = fixture.run("check", "")
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("error: an empty argument names nothing"))
    }

    @Test("an option a command does not take is refused, with the command's usage")
    func optionElsewhere() {
        defer { fixture.remove() }
        let result = fixture.run("hint", "02", "--timeout", "5")
        #expect(result.status == .usage)
        #expect(
            result.errors
                == """
                error: `hint` has no option '--timeout'.
                Usage: swift run kata hint [<kata>]
                See `swift run kata --help`.

                """
        )
    }

    @Test(
        "a time-out out of range or not a number says which range is accepted",
        arguments: [
            ("0", "--timeout 0 is out of range: give a number of seconds from 1 to 3600."),
            ("soon", "--timeout needs a number of seconds, from 1 to 3600."),
        ]
    )
    func timeoutRange(value: String, message: String) {
        defer { fixture.remove() }
        let result = fixture.run("check", "01", "--timeout", value)
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("error: \(message)\n"))
    }

    @Test("outside the repository, the error says where to go")
    func outsideRepository() throws {
        defer { fixture.remove() }
        let elsewhere = FileManager.default.temporaryDirectory
            .appendingPathComponent("not-katas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let outside = FixtureRepository(root: elsewhere)
        let result = outside.run("list")
        #expect(result.status == .usage)
        #expect(
            result.errors.contains("is not inside the katas repository; cd into your clone of it")
        )
    }

    @Test("katas are found by number, by name, or by both, from any folder below the root")
    func kataNames() {
        defer { fixture.remove() }
        for name in ["2", "02", "second-steps", "02-second-steps", "second"] {
            let result = fixture.run("hint", name, from: "Exercises/01-first-steps/Sources")
            #expect(result.status == .success)
            #expect(result.output.contains("Hint 1 of 2 · kata 02"), "for \(name)")
        }
    }

    @Test("a plain file in Katas/ is not a kata, and stops nothing")
    func strayFile() throws {
        defer { fixture.remove() }
        try fixture.write("Katas/NOTES.md", "Which kata to do on Friday.\n")
        let result = fixture.run("list")
        #expect(result.status == .success)
        #expect(result.output.contains("01 first-steps"))
    }

    @Test("the built binary answers as the command does: the end-to-end path of main.swift")
    func binary() async throws {
        defer { fixture.remove() }
        let version = try await fixture.kata("--version")
        #expect(version.status == 0)
        #expect(version.output == "kata \(KataCommand.version)\n")
        let unknown = try await fixture.kata("nxt")
        #expect(unknown.status == 64)
        #expect(unknown.errors.hasPrefix("error: unknown command 'nxt'. Did you mean `next`?\n"))
    }
}
