import Foundation

extension Session {
    /// The backups of `kata`'s exercise.
    func backups(of kata: Kata) -> Backups {
        Backups(kata: kata, root: repository.root, fileSystem: fileSystem)
    }

    /// `kata reset <kata>`: puts the Before code back, after a backup of the learner's files.
    func reset() throws -> ExitStatus {
        try replaceLearnerCode(with: \.beforeDirectory, saying: "is back to its Before code")
    }

    /// `kata solve <kata>`: writes the reference solution, after a backup of the learner's files.
    func solve() throws -> ExitStatus {
        try replaceLearnerCode(with: \.afterDirectory, saying: "now holds the reference solution")
    }

    /// Backs up the named kata's files, replaces its code with the kata's `folder`, and says so.
    func replaceLearnerCode(with folder: KeyPath<Kata, URL>, saying what: String) throws
        -> ExitStatus
    {
        let kata = try repository.kata(named: options.operands[0])
        let backups = backups(of: kata)
        let backup = try backups.save()
        try kata.writeCode(
            kata.codeFiles(in: kata[keyPath: folder]),
            into: kata.exerciseDirectory,
            with: fileSystem
        )
        terminal.say("Kata \(kata.number) \(what).")
        terminal.say("Your version is saved in \(backups.relativePath)/\(backup.name)/")
        terminal.say("To get it back: swift run kata restore \(kata.number)")
        return .success
    }

    /// `kata restore <kata> [<backup>]`: puts a backup back (the newest when none is named),
    /// after a backup of what the exercise holds now, and lists the other backups.
    func restore() throws -> ExitStatus {
        let kata = try repository.kata(named: options.operands[0])
        let backups = backups(of: kata)
        let existing = backups.all()
        guard let newest = existing.last else {
            throw KataError.refused(
                "Kata \(kata.number) has no backups yet: `reset` and `solve` make one before "
                    + "they replace your code."
            )
        }
        let chosenName = options.operands.count > 1 ? options.operands[1] : newest.name
        guard let chosen = existing.first(where: { $0.name == chosenName }) else {
            throw KataError.refused(
                "Kata \(kata.number) has no backup '\(chosenName)'. Its backups, newest last:\n"
                    + existing.map { "  \($0.name)" }.joined(separator: "\n")
            )
        }
        let saved = try backups.save()
        try backups.restore(chosen)
        terminal.say("Kata \(kata.number) holds your version of \(chosen.name) again.")
        terminal.say("What it held a moment ago is saved in \(backups.relativePath)/\(saved.name)/")
        let others = backups.all().filter { $0.name != chosen.name }
        if !others.isEmpty {
            terminal.say(
                "Other backups, newest last (swift run kata restore \(kata.number) <backup>):"
            )
            others.forEach { terminal.say("  \($0.name)") }
        }
        return .success
    }
}
