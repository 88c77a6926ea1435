import Foundation
import Testing

@testable import KataKit

@Suite("kata: reset, solve and restore lose nothing")
struct BackupTests {
    /// A learner's exercise with files at every depth and of every kind: code in a subfolder,
    /// notes beside the code and at the top of the exercise.
    static let learnerFiles = [
        "Sources/Sample/Sample.swift": "public func answer() -> Int { helper() } // mine\n",
        "Sources/Sample/Helpers/Sub.swift": "func helper() -> Int { 6 * 7 }\n",
        "Sources/Sample/NOTES.md": "Why I split the helper out.\n",
        "NOTES.md": "What I learnt in kata 01.\n",
    ]

    /// The fixture, with the learner's files written into kata 01's exercise.
    static func fixtureWithLearnerFiles() throws -> (FixtureRepository, Kata) {
        let fixture = try FixtureRepository.make()
        // Written at once: these tests never build, so they need no later second.
        for (path, text) in learnerFiles {
            let url = fixture.root.appendingPathComponent("Exercises/01-first-steps/\(path)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        let kata = try Repository(root: fixture.root).kata(named: "01")
        return (fixture, kata)
    }

    /// Every file of the exercise that is the learner's, with its text.
    static func learnerTree(of kata: Kata) -> [String: String] {
        kata.learnerFiles(inExercise: kata.exerciseDirectory).mapValues {
            (try? String(contentsOf: $0, encoding: .utf8)) ?? "<unreadable>"
        }
    }

    /// The learner's tree once the Before code replaced theirs: their notes outside the module
    /// stay.
    static var treeAfterReset: [String: String] {
        [
            "Sources/Sample/Sample.swift": FixtureRepository.before,
            "NOTES.md": learnerFiles["NOTES.md"]!,
        ]
    }

    /// Runs `reset` or `restore` of `kata` in this process, changing files through
    /// `fileSystem`, and throws what the command threw.
    @discardableResult
    static func run(_ command: String, _ kata: Kata, fileSystem: any FileSystem) throws
        -> KataKit.ExitStatus
    {
        let context = CommandContext(
            workingDirectory: kata.root,
            console: ConsoleDouble(),
            processes: ProcessesDouble(),
            clock: ClockDouble(),
            fileSystem: fileSystem,
            input: InputDouble(),
            environment: ["KATA_PREWARM": "0"]
        )
        if command == "reset" {
            let parsed = try ParsedArguments([kata.number], for: ResetCommand.configuration)
            return try ResetCommand(parsed).run(context)
        }
        let parsed = try ParsedArguments([kata.number], for: RestoreCommand.configuration)
        return try RestoreCommand(parsed).run(context)
    }

    @Test("reset backs up and restore puts back every file of the learner's, at any depth")
    func resetAndRestoreKeepEveryFile() throws {
        let (fixture, kata) = try Self.fixtureWithLearnerFiles()
        defer { fixture.remove() }

        let reset = fixture.run("reset", "01")

        #expect(reset.status == .success)
        #expect(Self.learnerTree(of: kata) == Self.treeAfterReset)
        let backups = Backups(kata: kata, root: fixture.root).all()
        try #require(backups.count == 1)
        let saved = kata.learnerFiles(inExercise: backups[0].url).mapValues {
            try? String(contentsOf: $0, encoding: .utf8)
        }
        #expect(saved == Self.learnerFiles)

        let restore = fixture.run("restore", "01")

        #expect(restore.status == .success)
        #expect(Self.learnerTree(of: kata) == Self.learnerFiles)
    }

    @Test(
        "a link to a folder comes back as the same link; a named pipe is left alone, not waited on"
    )
    func linksAndPipes() throws {
        let (fixture, kata) = try Self.fixtureWithLearnerFiles()
        defer { fixture.remove() }
        let shared = fixture.root.appendingPathComponent("SharedCode")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try "let shared = 1\n".write(
            to: shared.appendingPathComponent("Shared.swift"),
            atomically: false,
            encoding: .utf8
        )
        let module = kata.exerciseDirectory.appendingPathComponent("Sources/Sample")
        let link = module.appendingPathComponent("Shared")
        try FileManager.default.createSymbolicLink(
            atPath: link.path,
            withDestinationPath: "../../../../SharedCode"
        )
        #expect(mkfifo(module.appendingPathComponent("pipe").path, 0o644) == 0)

        #expect(fixture.run("reset", "01").status == .success)
        #expect(fixture.run("restore", "01").status == .success)

        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
                == "../../../../SharedCode"
        )
        #expect(
            try String(contentsOf: shared.appendingPathComponent("Shared.swift"), encoding: .utf8)
                == "let shared = 1\n"
        )
        var expected = Self.learnerFiles
        expected["Sources/Sample/Shared"] = "<link>"
        let tree = kata.learnerFiles(inExercise: kata.exerciseDirectory).mapValues { url in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
                ? "<link>" : (try? String(contentsOf: url, encoding: .utf8)) ?? "<unreadable>"
        }
        #expect(tree == expected)
    }

    @Test("solve backs up every file of the learner's too")
    func solveKeepsEveryFile() throws {
        let (fixture, kata) = try Self.fixtureWithLearnerFiles()
        defer { fixture.remove() }

        #expect(fixture.run("solve", "01").status == .success)
        #expect(fixture.run("restore", "01").status == .success)

        #expect(Self.learnerTree(of: kata) == Self.learnerFiles)
    }

    /// How many changes a reset of the fixture makes when nothing goes wrong.
    static func changesOfOneReset() throws -> Int {
        let (fixture, kata) = try fixtureWithLearnerFiles()
        defer { fixture.remove() }
        let counting = FaultyFileSystem(.none)
        try run("reset", kata, fileSystem: counting)
        return counting.changes
    }

    @Test(
        "a reset killed at any step leaves the learner's code or Before, whole, and a backup only when complete"
    )
    func killedAtEveryStep() throws {
        let steps = try Self.changesOfOneReset()
        #expect(steps > 5)
        for step in 0..<steps {
            let (fixture, kata) = try Self.fixtureWithLearnerFiles()
            defer { fixture.remove() }
            let dying = FaultyFileSystem(.killed, atChange: step)

            // Killed while clearing what the old code left behind, the reset is done: the
            // code is swapped and the backup whole, so it may end as a success.
            if (try? Self.run("reset", kata, fileSystem: dying)) != nil {
                #expect(
                    Self.learnerTree(of: kata) == Self.treeAfterReset,
                    "killed at change \(step), the reset claimed success"
                )
            }

            let tree = Self.learnerTree(of: kata)
            #expect(
                tree == Self.learnerFiles || tree == Self.treeAfterReset,
                "killed at change \(step), the exercise holds \(tree.keys.sorted())"
            )
            for backup in Backups(kata: kata, root: fixture.root).all() {
                let saved = kata.learnerFiles(inExercise: backup.url).mapValues {
                    try? String(contentsOf: $0, encoding: .utf8)
                }
                #expect(
                    saved == Self.learnerFiles,
                    "killed at change \(step), backup \(backup.name)"
                )
            }
            // The next run finds its way: reset, then restore, gives the learner's files back.
            try Self.run("reset", kata, fileSystem: LocalFileSystem())
            #expect(Self.learnerTree(of: kata) == Self.treeAfterReset, "after change \(step)")
            if tree == Self.learnerFiles {
                try Self.run("restore", kata, fileSystem: LocalFileSystem())
                #expect(Self.learnerTree(of: kata) == Self.learnerFiles, "after change \(step)")
            }
            let leftovers =
                (try? FileManager.default.contentsOfDirectory(atPath: kata.exerciseDirectory.path))?
                .filter { $0.hasPrefix(".kata-") } ?? []
            #expect(leftovers.isEmpty, "after change \(step)")
        }
    }

    @Test("a disk that fills up at any step of a reset leaves the learner's code whole")
    func diskFullAtEveryStep() throws {
        let steps = try Self.changesOfOneReset()
        for step in 0..<steps {
            let (fixture, kata) = try Self.fixtureWithLearnerFiles()
            defer { fixture.remove() }
            let full = FaultyFileSystem(.diskFull, atChange: step)

            let finished =
                (try? Self.run("reset", kata, fileSystem: full)) != nil

            // A full disk fails every write; only the removals at the end of a reset, which
            // need no space, can still finish it.
            let tree = Self.learnerTree(of: kata)
            #expect(
                finished ? tree == Self.treeAfterReset : tree == Self.learnerFiles,
                "disk full at change \(step), the exercise holds \(tree.keys.sorted())"
            )
            for backup in Backups(kata: kata, root: fixture.root).all() {
                let saved = kata.learnerFiles(inExercise: backup.url).mapValues {
                    try? String(contentsOf: $0, encoding: .utf8)
                }
                #expect(
                    saved == Self.learnerFiles,
                    "disk full at change \(step), backup \(backup.name)"
                )
            }
        }
    }

    @Test("backups are listed by time, not as text; one cut short is not, one damaged is, as such")
    func backupOrder() throws {
        let (fixture, kata) = try Self.fixtureWithLearnerFiles()
        defer { fixture.remove() }
        let folder = ".kata/backups/01-first-steps"
        let names = [
            "2026-11-23T09-41-07Z-10", "2026-11-23T09-41-07Z-9", "2026-11-23T09-41-07Z",
            "2026-11-23T09-41-07.250Z", "2026-11-23T09-41-07.250Z-2", "2026-11-22T23-00-00.000Z",
        ]
        for name in names {
            try fixture.write("\(folder)/\(name)/Sources/Sample/Sample.swift", name)
            try fixture.write("\(folder)/\(name)/\(Backups.marker)", "{\"files\": 1}\n")
        }
        try fixture.write("\(folder)/.partial-cut-short/Sources/Sample/Sample.swift", "half")
        // Newer, but damaged since: a file its marker counts is gone; and an empty folder.
        let damaged = "2026-11-24T00-00-00.000Z"
        try fixture.write("\(folder)/\(damaged)/\(Backups.marker)", "{\"files\": 1}")
        try FileManager.default.createDirectory(
            at: fixture.root.appendingPathComponent("\(folder)/2026-11-25T00-00-00.000Z"),
            withIntermediateDirectories: true
        )

        let listed = Backups(kata: kata, root: fixture.root).all()

        #expect(
            listed.map(\.name) == [
                "2026-11-22T23-00-00.000Z", "2026-11-23T09-41-07Z", "2026-11-23T09-41-07Z-9",
                "2026-11-23T09-41-07Z-10", "2026-11-23T09-41-07.250Z", "2026-11-23T09-41-07.250Z-2",
                damaged,
            ]
        )
        #expect(listed.last?.damage == "it holds 0 of the 1 files it was saved with")
        // The newest is damaged: nothing is changed, and the learner is shown every backup.
        let before = try fixture.read("Exercises/01-first-steps/Sources/Sample/Sample.swift")
        let refused = fixture.run("restore", "01")
        #expect(refused.status == .failure)
        #expect(
            refused.errors.contains(
                "The newest backup of kata 01, \(damaged), is damaged: it holds 0 of the 1 files "
                    + "it was saved with. Nothing was changed."
            ),
            "\(refused.errors)"
        )
        #expect(refused.errors.contains("  \(damaged)  (damaged: it holds 0 of the 1 files"))
        #expect(try fixture.read("Exercises/01-first-steps/Sources/Sample/Sample.swift") == before)
        // Named, an older one is put back.
        #expect(fixture.run("restore", "01", "2026-11-23T09-41-07.250Z-2").status == .success)
        #expect(
            try fixture.read("Exercises/01-first-steps/Sources/Sample/Sample.swift")
                == "2026-11-23T09-41-07.250Z-2"
        )
    }

    @Test("a backup whose file was emptied or swapped for another is damaged, and never put back")
    func backupChangedInside() throws {
        let (fixture, kata) = try Self.fixtureWithLearnerFiles()
        defer { fixture.remove() }
        #expect(fixture.run("reset", "01").status == .success)
        let backup = try #require(Backups(kata: kata, root: fixture.root).all().last)
        let file = try #require(kata.codeFiles(in: backup.codeFolder(of: kata)).values.first)
        try Data().write(to: file)

        let listed = Backups(kata: kata, root: fixture.root).all().last
        #expect(listed?.damage == "a file in it changed since it was saved")
        let refused = fixture.run("restore", "01")
        #expect(refused.status == .failure)
        #expect(refused.errors.contains("is damaged: a file in it changed since it was saved"))
        #expect(Self.learnerTree(of: kata) == Self.treeAfterReset)
    }

    @Test("a reset says what it saved as the backup holds it, not as the code was before it waited")
    func resetSaysWhatItSaved() throws {
        let (fixture, _) = try Self.fixtureWithLearnerFiles()
        defer { fixture.remove() }
        let mine = fixture.run("reset", "01")
        #expect(mine.output.contains("Your version is saved in"), "\(mine.output)")
        let again = fixture.run("reset", "01")
        #expect(again.output.contains("What it held was the Before code"), "\(again.output)")
    }

    @Test("a second restore in a row says it brings back the Before code, not 'your version'")
    func restoreTwice() throws {
        let (fixture, _) = try Self.fixtureWithLearnerFiles()
        defer { fixture.remove() }
        #expect(fixture.run("reset", "01").status == .success)
        let first = fixture.run("restore", "01")
        #expect(first.output.contains("Kata 01 holds your version of "), "\(first.output)")
        let second = fixture.run("restore", "01")
        #expect(second.status == .success)
        #expect(!second.output.contains("your version"), "\(second.output)")
        #expect(second.output.contains("again: the Before code, as `reset` leaves it."))
    }

    @Test("two backups in the same millisecond get names that sort in the order they were made")
    func sameMoment() throws {
        let (fixture, kata) = try Self.fixtureWithLearnerFiles()
        defer { fixture.remove() }
        let moment = Date(timeIntervalSince1970: 1_795_000_000.25)
        var backups = Backups(kata: kata, root: fixture.root)
        backups.now = { moment }
        let made = try (1...11).map { _ in try backups.save().name }

        #expect(backups.all().map(\.name) == made)
        #expect(made.last == "2026-11-18T11-06-40.250Z-11")
    }

    @Test("a backup made by an earlier kata, with the module's files at its top, is restored")
    func legacyBackup() throws {
        let (fixture, kata) = try Self.fixtureWithLearnerFiles()
        defer { fixture.remove() }
        try fixture.write(".kata/backups/01-first-steps/2026-01-02T03-04-05Z/Sample.swift", "old\n")

        try Self.run("restore", kata, fileSystem: LocalFileSystem())

        #expect(
            Self.learnerTree(of: kata) == [
                "Sources/Sample/Sample.swift": "old\n", "NOTES.md": "What I learnt in kata 01.\n",
            ]
        )
    }

    @Test(
        "many resets of one exercise at once lose nothing: the learner's code is in a backup",
        .timeLimit(.minutes(2))
    )
    func concurrentResetsLoseNothing() throws {
        for _ in 1...3 {
            let (fixture, kata) = try Self.fixtureWithLearnerFiles()
            defer { fixture.remove() }
            let writers = 6
            let results = Results()
            DispatchQueue.concurrentPerform(iterations: writers) { _ in
                let result = try? KataBinary.run(
                    ["reset", "01"],
                    in: fixture.root,
                    environment: ["KATA_PREWARM": "0", "NO_COLOR": "1"]
                )
                results.append(result)
            }

            for result in results.all {
                #expect(result?.status == 0, "\(result?.errors ?? "did not start")")
                #expect(result?.errors == "")
            }
            let backups = Backups(kata: kata, root: fixture.root).all()
            #expect(backups.count == writers, "every reset made a whole backup")
            let saved = backups.compactMap {
                try? String(
                    contentsOf: $0.url.appendingPathComponent("Sources/Sample/Sample.swift"),
                    encoding: .utf8
                )
            }
            #expect(saved.contains(Self.learnerFiles["Sources/Sample/Sample.swift"]!))
            let leftovers = try FileManager.default.contentsOfDirectory(
                atPath: fixture.root.appendingPathComponent(".kata/backups/01-first-steps").path
            ).filter { $0.hasPrefix(".") }
            #expect(leftovers.isEmpty, "no unfinished backup is left behind: \(leftovers)")
        }
    }

    @Test("the unfinished backup of a kata that is still running is not cleared away")
    func liveUnfinishedBackupIsKept() throws {
        let (fixture, kata) = try Self.fixtureWithLearnerFiles()
        defer { fixture.remove() }
        let folder = ".kata/backups/01-first-steps"
        // PID 1 is always running; a PID far beyond the kernel's range never is.
        try fixture.write("\(folder)/.partial-1-live/Sources/Sample/Sample.swift", "half")
        try fixture.write("\(folder)/.partial-999999999-gone/Sources/Sample/Sample.swift", "x")

        _ = try Backups(kata: kata, root: fixture.root).save()

        let names = try FileManager.default.contentsOfDirectory(
            atPath: fixture.root.appendingPathComponent(folder).path
        ).filter { $0.hasPrefix(".") }
        #expect(names == [".partial-1-live"])
    }
}

/// What several threads collect, under a lock.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [KataBinary.Result?] = []

    func append(_ result: KataBinary.Result?) { lock.withLock { results.append(result) } }
    var all: [KataBinary.Result?] { lock.withLock { results } }
}
