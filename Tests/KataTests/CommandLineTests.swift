import Foundation
import Testing

/// The command line itself: help, version, and every kind of bad input.
@Suite("kata: the command line")
struct CommandLineTests {
    @Test("--help lists every command and exits 0")
    func help() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let result = try fixture.kata("--help")
        #expect(result.status == 0)
        for command in [
            "next", "list", "check", "watch", "hint", "reset", "restore", "diff", "solve",
            "solution-branch", "verify", "fingerprint",
        ] {
            #expect(result.output.contains("\n  \(command) "), "missing \(command)")
        }
    }

    @Test("every command has its own --help")
    func commandHelp() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let result = try fixture.kata("reset", "--help")
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                "OVERVIEW: Put a kata's Before code back, keeping a backup of yours."
            )
        )
        #expect(result.output.contains("USAGE: swift run kata reset <kata>"))
    }

    @Test("--version prints the version")
    func version() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let result = try fixture.kata("--version")
        #expect(result.status == 0)
        #expect(result.output == "kata 1.0.0\n")
    }

    @Test("an unknown command is a usage error, with the closest command suggested")
    func unknownCommand() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let result = try fixture.kata("nxt")
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("error: unknown command 'nxt'. Did you mean `next`?\n"))
    }

    @Test("an unknown kata is a usage error, with the closest name suggested")
    func unknownKata() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let result = try fixture.kata("hint", "frist-steps")
        #expect(result.status == 64)
        #expect(
            result.errors
                == "error: There is no kata called 'frist-steps'. Did you mean `first-steps`? `swift run kata list` shows them all.\n"
        )
    }

    @Test("a missing kata name is a usage error")
    func missingOperand() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let result = try fixture.kata("reset")
        #expect(result.status == 64)
        #expect(
            result.errors.hasPrefix("error: `reset` needs the kata to work on, for example `02`.")
        )
    }

    @Test(
        "a time-out out of range or not a number says which range is accepted",
        arguments: [
            ("0", "--timeout 0 is out of range: give a number of seconds from 1 to 3600."),
            ("soon", "--timeout needs a number of seconds, from 1 to 3600."),
        ]
    )
    func timeoutRange(value: String, message: String) throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let result = try fixture.kata("check", "01", "--timeout", value)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("error: \(message)\n"))
    }

    @Test("an unknown option is a usage error")
    func unknownOption() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let result = try fixture.kata("list", "--fast")
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("error: unknown option '--fast'."))
    }

    @Test("outside the repository, the error says where to go")
    func outsideRepository() throws {
        let elsewhere = FileManager.default.temporaryDirectory
            .appendingPathComponent("not-katas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let result = try KataBinary.run(["list"], in: elsewhere)
        #expect(result.status == 64)
        #expect(
            result.errors.contains("is not inside the katas repository; cd into your clone of it")
        )
    }

    @Test("katas are found by number, by name, or by both, from any folder below the root")
    func kataNames() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        for name in ["2", "02", "second-steps", "02-second-steps"] {
            let result = try fixture.kata("hint", name, from: "Exercises/01-first-steps/Sources")
            #expect(result.status == 0)
            #expect(result.output.contains("Hint 1 of 2 · kata 02"), "for \(name)")
        }
    }
}
