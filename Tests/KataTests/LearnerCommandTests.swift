import Foundation
import Testing

/// The commands that move a learner along without running a checker.
@Suite("kata: hints, list, reset, solve, diff, solution-branch")
struct LearnerCommandTests {
    @Test("each hint call shows one more hint, and remembers it")
    func hintsProgress() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let first = fixture.run("hint", "01")
        #expect(first.output.contains("Hint 1 of 2 · kata 01\nLook at the number."))
        #expect(!first.output.contains("Hint 2"))
        #expect(first.output.hasSuffix("Run `swift run kata hint 01` again for the next one.\n"))
        let second = fixture.run("hint", "01")
        #expect(second.output.contains("Hint 2 of 2 · kata 01\nMake it 42."))
        #expect(second.output.contains("That was the last hint."))
        #expect(try fixture.read(".kata/state.json").contains("\"01-first-steps\" : 2"))
    }

    @Test("with no kata named, a command run inside an exercise is about that exercise's kata")
    func kataOfTheWorkingDirectory() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let inside = fixture.run("hint", from: "Exercises/02-second-steps/Sources")
        #expect(inside.output.hasPrefix("Hint 1 of 2 · kata 02\n"))
        let atTheTop = fixture.run("hint")
        #expect(atTheTop.output.hasPrefix("Hint 1 of 2 · kata 01\n"))
    }

    @Test("the start of a kata's name chooses it when no other kata's name starts the same")
    func uniquePrefix() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let result = fixture.run("hint", "sec")
        #expect(result.status == .success)
        #expect(result.output.hasPrefix("Hint 1 of 2 · kata 02\n"))
        let ambiguous = fixture.run("hint", "0")
        #expect(ambiguous.status == .usage)
        #expect(
            ambiguous.errors
                == "error: '0' could be any of 01-first-steps, 02-second-steps; type more of the "
                + "name, or the kata's number.\n"
        )
    }

    @Test("restore puts the newest backup back, after saving what the exercise holds now")
    func restore() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let path = "Exercises/01-first-steps/Sources/Sample/Sample.swift"
        let mine = "public func answer() -> Int { 6 * 7 } // mine\n"
        try fixture.write(path, mine)
        let reset = fixture.run("reset", "01")
        #expect(reset.output.contains("To get it back: swift run kata restore 01 20"))
        #expect(try fixture.read(path) == FixtureRepository.before)

        let result = fixture.run("restore", "01")

        #expect(result.status == .success)
        #expect(try fixture.read(path) == mine)
        let lines = result.output.split(separator: "\n").map(String.init)
        try #require(lines.count == 4)
        #expect(lines[0].hasPrefix("Kata 01 holds your version of "))
        #expect(
            lines[1].hasPrefix(
                "What it held a moment ago is saved in .kata/backups/01-first-steps/"
            )
        )
        #expect(lines[2] == "Other backups, newest last (swift run kata restore 01 <backup>):")

        let unknown = fixture.run("restore", "01", "yesterday")
        #expect(unknown.status == .failure)
        #expect(
            unknown.errors.hasPrefix(
                "error: Kata 01 has no backup 'yesterday'. Its backups, newest last:\n  "
            )
        )
        #expect(try fixture.read(path) == mine, "a failed restore changes nothing")
    }

    @Test("restore with no backup says how backups are made")
    func restoreWithoutBackups() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let result = fixture.run("restore", "02")
        #expect(result.status == .failure)
        #expect(
            result.errors
                == "error: Kata 02 has no backups yet: `reset` and `solve` make one before they "
                + "replace your code.\n"
        )
    }

    @Test("a corrupt state file is rebuilt, never fatal")
    func corruptState() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        try fixture.write(".kata/state.json", "{ this is not json")
        let result = fixture.run("hint", "01")
        #expect(result.status == .success)
        #expect(result.output.contains("Hint 1 of 2"))
    }

    @Test("list shows every kata, its state and the progress bar")
    func list() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        try fixture.write(
            "Exercises/02-second-steps/Sources/Sample/Sample.swift",
            "public func answer() -> Int { 39 }\n"
        )
        let result = fixture.run("list")
        #expect(result.status == .success)
        #expect(
            result.output == """
                ▶ 01 first-steps           not started
                  02 second-steps          pending

                Progress: [░░░░░░░░░░░░░░░░░░░░░░░░] 0/2 done

                """
        )
    }

    @Test("reset restores Before and keeps the learner's version in a backup")
    func reset() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let mine = "public func answer() -> Int { 6 * 7 } // mine\n"
        try fixture.write("Exercises/01-first-steps/Sources/Sample/Sample.swift", mine)

        let result = fixture.run("reset", "01")

        #expect(result.status == .success)
        #expect(
            try fixture.read("Exercises/01-first-steps/Sources/Sample/Sample.swift")
                == FixtureRepository.before
        )
        let line = try #require(
            result.output.split(separator: "\n").first { $0.hasPrefix("Your version is saved in ") }
        )
        let backup = String(line.dropFirst("Your version is saved in ".count))
        #expect(backup.hasPrefix(".kata/backups/01-first-steps/"))
        #expect(try fixture.read(backup + "Sources/Sample/Sample.swift") == mine)
    }

    @Test("solve writes the reference solution after a backup; diff shows what differs")
    func solveAndDiff() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let diff = fixture.run("diff", "01", processes: ProcessesDouble(running: ["diff"]))
        #expect(diff.status == .success)
        #expect(diff.output.contains("-public func answer() -> Int { 40 }"))
        #expect(diff.output.contains("+public func answer() -> Int { 42 }"))

        let solve = fixture.run("solve", "first-steps")
        #expect(solve.status == .success)
        #expect(
            try fixture.read("Exercises/01-first-steps/Sources/Sample/Sample.swift")
                == FixtureRepository.after
        )
        #expect(solve.output.contains("is saved in .kata/backups/01-first-steps/"))
        #expect(solve.output.contains("What it held was the Before code"), "\(solve.output)")

        let same = fixture.run("diff", "01", processes: ProcessesDouble(running: ["diff"]))
        #expect(same.output == "Your code of kata 01 is the reference solution, file for file.\n")
    }

    @Test("solution-branch commits every solution on a branch, leaving the working tree alone")
    func solutionBranch() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        try fixture.write(".gitignore", ".kata/\n.build*/\n")
        fixture.git("init", "-q", "-b", "main")
        fixture.git("add", "-A")
        fixture.git("commit", "-q", "-m", "Fixture")

        let result = fixture.run(
            "solution-branch",
            processes: ProcessesDouble(running: ["git"]),
            environment: gitIdentity
        )

        #expect(result.status == .success, "\(result.errors)")
        #expect(
            fixture.git("show", "solution:Exercises/01-first-steps/Sources/Sample/Sample.swift")
                == FixtureRepository.after
        )
        #expect(
            fixture.git("show", "solution:Exercises/02-second-steps/Sources/Sample/Sample.swift")
                == FixtureRepository.after
        )
        #expect(fixture.git("rev-parse", "--abbrev-ref", "HEAD") == "main\n")
        #expect(fixture.git("status", "--porcelain") == "")
        #expect(
            try fixture.read("Exercises/01-first-steps/Sources/Sample/Sample.swift")
                == FixtureRepository.before
        )
    }

    @Test("solution-branch refuses a working tree with uncommitted changes")
    func solutionBranchRefusesDirtyTree() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        fixture.git("init", "-q", "-b", "main")
        fixture.git("add", "-A")
        fixture.git("commit", "-q", "-m", "Fixture")
        try fixture.write(
            "Exercises/01-first-steps/Sources/Sample/Sample.swift",
            "// work in progress\n"
        )

        let result = fixture.run(
            "solution-branch",
            processes: ProcessesDouble(running: ["git"]),
            environment: gitIdentity
        )

        #expect(result.status == .failure)
        #expect(
            result.errors.hasPrefix(
                "error: Your working tree has uncommitted changes; commit or stash them first"
            )
        )
        #expect(fixture.git("branch", "--list", "solution") == "")
    }

    @Test("solution-branch refuses a folder that is not a git checkout")
    func solutionBranchNeedsGit() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let result = fixture.run("solution-branch", processes: ProcessesDouble(running: ["git"]))
        #expect(result.status == .failure)
        #expect(
            result.errors.contains(
                "is not a git checkout (or git is missing): solution-branch needs git."
            )
        )
    }

    let gitIdentity = [
        "GIT_AUTHOR_NAME": "Kata", "GIT_AUTHOR_EMAIL": "kata@example.invalid",
        "GIT_COMMITTER_NAME": "Kata", "GIT_COMMITTER_EMAIL": "kata@example.invalid",
    ]
}
