import Foundation

/// `kata reset <kata>`: puts the Before code back, after a backup of the learner's files.
struct ResetCommand: KataSubcommand {
    static let configuration = CommandConfiguration(
        name: "reset",
        abstract: "Put a kata's Before code back, keeping a backup of yours.",
        audience: .learner,
        arguments: [.kata(1...1)]
    )

    let kata: String

    init(_ arguments: ParsedArguments) throws {
        kata = arguments.operands[0]
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        try LearnerCodeReplacement(context: context, kata: kata).replace(
            with: \.beforeDirectory,
            named: "Before code",
            saying: "is back to its Before code"
        )
    }
}

/// `kata solve <kata>`: writes the reference solution, after a backup of the learner's files.
struct SolveCommand: KataSubcommand {
    static let configuration = CommandConfiguration(
        name: "solve",
        abstract: "Write the reference solution into the exercise, keeping a backup of yours.",
        audience: .learner,
        arguments: [.kata(1...1)]
    )

    let kata: String

    init(_ arguments: ParsedArguments) throws {
        kata = arguments.operands[0]
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let status = try LearnerCodeReplacement(context: context, kata: kata).replace(
            with: \.afterDirectory,
            named: "reference solution",
            saying: "now holds the reference solution"
        )
        let kata = try Session(context).repository.kata(named: self.kata)
        for file in try kata.placeReferenceOwnTest() {
            context.console.say("Your own test was empty: it now holds the kata's, in \(file).")
        }
        return status
    }
}

/// Puts another version of a kata's code in place of the learner's, after a backup.
struct LearnerCodeReplacement {
    let context: CommandContext
    let kata: String

    func replace(with version: KeyPath<Kata, URL>, named name: String, saying what: String)
        throws -> ExitStatus
    {
        let session = try Session(context)
        let kata = try session.repository.kata(named: self.kata)
        try kata.requireExercise()
        let folder = kata[keyPath: version]
        let files = kata.codeFiles(in: folder)
        guard !files.isEmpty else {
            throw KataError.refused(
                "Kata \(kata.number) has no \(name) to put back: "
                    + "\(folder.path.replacingOccurrences(of: session.repository.root.path + "/", with: "")) "
                    + "is missing or empty. Nothing was changed; `git status` shows what happened to it."
            )
        }
        let backups = session.backups(of: kata)
        let report = { (backup: Backup) in
            context.console.say("Kata \(kata.number) \(what).")
            // Read from the backup itself: another command may have changed the code while
            // this one waited for the exercise.
            let wasBefore = backup.holdsBeforeCode(of: kata)
            let saved = "\(backups.relativePath)/\(backup.name)/"
            context.console.say(
                wasBefore
                    ? "What it held was the Before code; it is saved in \(saved) all the same."
                    : "Your version is saved in \(saved)"
            )
            // Named: another reset at the same moment may have made a newer backup.
            context.console.say(
                "To get it back: swift run kata restore \(kata.number) \(backup.name)"
            )
        }
        do {
            let (backup, leftover) = try session.writingExercise(of: kata) {
                let backup = try backups.save()
                let leftover = try kata.writeCode(
                    files,
                    into: kata.exerciseDirectory,
                    with: context.fileSystem
                )
                return (backup, leftover)
            }
            report(backup)
            if let leftover {
                context.console.complain(
                    "warning: the old code is left in \(kata.exercisePath)/"
                        + "\(leftover.lastPathComponent), which could not be removed (a file in "
                        + "it is locked against deletion?). Your version is safe in the backup "
                        + "above; remove that folder by hand once it can be."
                )
            }
        } catch KataError.interrupted(let signal) {
            // Stopped once the swap was done: say where things are before saying "Stopped".
            if Kata.sameCode(kata.exerciseCodeFiles(), files), let backup = backups.all().last {
                report(backup)
            }
            throw KataError.interrupted(signal: signal)
        }
        return .success
    }
}

extension Session {
    /// Runs `body`, which writes the learner's files of `kata`, holding the exercise's lock:
    /// another `reset`, `solve` or `restore`, or a check, in the same exercise waits for it,
    /// and is told so, so that no two of them cut into each other's backups or swaps.
    func writingExercise<Result>(of kata: Kata, _ body: () throws -> Result) throws -> Result {
        try FolderLock.holding(
            kata.exerciseDirectory,
            whileWaiting: {
                console.say(
                    "Waiting for another kata working in \(kata.exercisePath) to finish…"
                )
            },
            body
        )
    }

    /// The backups of `kata`'s exercise.
    func backups(of kata: Kata) -> Backups {
        Backups(
            kata: kata,
            root: repository.root,
            fileSystem: context.fileSystem,
            now: { [clock = context.clock] in clock.now() }
        )
    }
}

extension Kata {
    /// Throws when the exercise's folder or manifest is missing: nothing can be checked, reset
    /// or compared there, and the learner is told how to get it back.
    func requireExercise() throws {
        let manifest = exerciseDirectory.appendingPathComponent("Package.swift")
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            throw KataError.refused(
                "\(exercisePath)/Package.swift is missing, so kata \(number) has no exercise to "
                    + "work on. `git checkout -- \(exercisePath)` brings it back as it was shipped."
            )
        }
    }

    /// Throws, with what is missing and how to get it back, when the exercise cannot be
    /// checked for a reason that is not the learner's code: its manifest, its checker's
    /// folder, or every source file of its module is gone.
    func requireCheckable() throws {
        try requireExercise()
        let files = FileManager.default
        let checker = exerciseDirectory.appendingPathComponent(checkerPath)
        let checkerFiles = files.enumerator(atPath: checker.path)?.allObjects as? [String] ?? []
        guard checkerFiles.contains(where: { $0.hasSuffix(".swift") }) else {
            throw KataError.refused(
                "\(exercisePath)/\(checkerPath) is missing or empty: kata \(number)'s checker is "
                    + "gone, so "
                    + "there is nothing to check your code with. `git checkout -- "
                    + "\(exercisePath)/Tests` brings it back; your code is not touched."
            )
        }
        guard !isPackageLayout else { return }
        let code = codeFiles(in: codeFolder(in: exerciseDirectory))
        guard code.keys.contains(where: { $0.hasSuffix(".swift") }) else {
            throw KataError.refused(
                "\(exercisePath)/Sources/\(metadata.module) holds no Swift file, so there is no "
                    + "code to check. `swift run kata restore \(number)` brings back your last "
                    + "backup; `swift run kata reset \(number)` the Before code."
            )
        }
    }
}
