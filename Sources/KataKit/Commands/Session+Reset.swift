import Foundation

extension Session {
    /// The folder of `kata`'s backups, relative to the repository root.
    func backupsPath(of kata: Kata) -> String { ".kata/backups/\(kata.folder)" }

    /// Copies the learner's sources of `kata` to a new backup folder and returns its path.
    func backUp(_ kata: Kata) throws -> String {
        let stamp = ISO8601DateFormatter().string(from: Date())
            .replacingOccurrences(of: ":", with: "-")
        var relative = "\(backupsPath(of: kata))/\(stamp)"
        var folder = repository.root.appendingPathComponent(relative)
        var attempt = 1
        while FileManager.default.fileExists(atPath: folder.path) {
            attempt += 1
            relative = "\(backupsPath(of: kata))/\(stamp)-\(attempt)"
            folder = repository.root.appendingPathComponent(relative)
        }
        for (path, source) in kata.exerciseCodeFiles() {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try FileManager.default.copyItem(at: source, to: target)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return relative
    }

    /// Replaces the learner's code of `kata` with the version kept in `folder`.
    func replaceSources(of kata: Kata, with folder: URL) throws {
        try kata.writeCode(kata.codeFiles(in: folder), into: kata.exerciseDirectory)
    }

    /// `kata reset <kata>`: puts the Before code back, after a backup of the learner's code.
    func reset() throws -> ExitStatus {
        try replaceLearnerSources(with: \.beforeDirectory, saying: "is back to its Before code")
    }

    /// `kata solve <kata>`: writes the reference solution, after a backup of the learner's code.
    func solve() throws -> ExitStatus {
        try replaceLearnerSources(
            with: \.afterDirectory,
            saying: "now holds the reference solution"
        )
    }

    /// Backs up the named kata's sources, replaces them with the kata's `folder`, and says so.
    func replaceLearnerSources(with folder: KeyPath<Kata, URL>, saying what: String) throws
        -> ExitStatus
    {
        let kata = try repository.kata(named: options.operands[0])
        let backup = try backUp(kata)
        try replaceSources(of: kata, with: kata[keyPath: folder])
        terminal.say("Kata \(kata.number) \(what).")
        terminal.say("Your version is saved in \(backup)/")
        terminal.say("To get it back: swift run kata restore \(kata.number)")
        return .success
    }

    /// `kata restore <kata> [<backup>]`: puts a backup back (the newest when none is named),
    /// after a backup of what the exercise holds now, and lists the other backups.
    func restore() throws -> ExitStatus {
        let kata = try repository.kata(named: options.operands[0])
        let folder = repository.root.appendingPathComponent(backupsPath(of: kata))
        let backups = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
        guard let newest = backups.last else {
            throw KataError.refused(
                "Kata \(kata.number) has no backups yet: `reset` and `solve` make one before "
                    + "they replace your code."
            )
        }
        let chosen = options.operands.count > 1 ? options.operands[1] : newest
        guard backups.contains(chosen) else {
            throw KataError.refused(
                "Kata \(kata.number) has no backup '\(chosen)'. Its backups, newest last:\n"
                    + backups.map { "  \($0)" }.joined(separator: "\n")
            )
        }
        let saved = try backUp(kata)
        try replaceSources(of: kata, with: folder.appendingPathComponent(chosen))
        terminal.say("Kata \(kata.number) holds your version of \(chosen) again.")
        terminal.say("What it held a moment ago is saved in \(saved)/")
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !$0.hasPrefix(".") && $0 != chosen }.sorted()
        if !others.isEmpty {
            terminal.say(
                "Other backups, newest last (swift run kata restore \(kata.number) <backup>):"
            )
            others.forEach { terminal.say("  \($0)") }
        }
        return .success
    }
}
