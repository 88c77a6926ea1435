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
