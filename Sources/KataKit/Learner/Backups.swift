import Foundation

/// The backups of one kata's exercise, kept in `.kata/backups/<kata>/`, one folder each.
///
/// A backup holds every file of the exercise that is the learner's, at its path in the exercise
/// (see ``Kata/learnerFiles(inExercise:)``), and a `.kata-backup.json` that marks the format. It
/// is written whole in a hidden folder first and only then renamed to its name, in one step, so a
/// backup that a full disk or a killed process cut short is never listed, never chosen, and is
/// cleared away by the next backup.
struct Backups {
    /// The kata whose exercise is backed up.
    let kata: Kata
    /// The repository root, which holds `.kata/`.
    let root: URL
    /// Where the changes are made.
    var fileSystem: any FileSystem = LocalFileSystem()
    /// What time it is, for the backup's name.
    var now: @Sendable () -> Date = { Date() }

    /// `.kata/backups/<kata>`, relative to the repository root.
    var relativePath: String { ".kata/backups/\(kata.folder)" }

    private var folder: URL { root.appendingPathComponent(relativePath) }

    /// The name of the file that marks a backup of this format.
    static let marker = ".kata-backup.json"

    /// Copies the learner's files of the exercise into a new, complete backup.
    func save() throws -> Backup {
        try Interruption.shielded {
            try fileSystem.createDirectory(at: folder)
            // Backups cut short by a `kata` that is gone; a live one's is left to it.
            try WorkFolder.removeLeftovers(in: folder, prefix: ".partial-", with: fileSystem)
            let partial = folder.appendingPathComponent(WorkFolder.name(".partial-"))
            try fileSystem.createDirectory(at: partial)
            let files = kata.learnerFiles(inExercise: kata.exerciseDirectory)
            for (path, source) in files.sorted(by: { $0.key < $1.key }) {
                let target = partial.appendingPathComponent(path)
                try fileSystem.createDirectory(at: target.deletingLastPathComponent())
                try fileSystem.copyItem(at: source, to: target)
            }
            let created = now()
            let stamp = Backup.stamp(of: created)
            let digest = Fingerprint.of([partial])
            let description =
                #"{"format": 2, "kata": "\#(kata.folder)", "files": \#(files.count), "#
                + #""fingerprint": "\#(digest)"}"#
            try fileSystem.write(
                Data((description + "\n").utf8),
                to: partial.appendingPathComponent(Self.marker)
            )
            var name = stamp
            var counter = 1
            while FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
                counter += 1
                name = "\(stamp)-\(counter)"
            }
            let complete = folder.appendingPathComponent(name)
            try fileSystem.moveItem(at: partial, to: complete)
            return Backup(name: name, url: complete, isLegacy: false)
        }
    }

    /// Every complete backup, oldest first, by the time in its name (and, for backups made in
    /// the same moment, the counter after it). A backup whose files no longer match what its
    /// marker counts is listed as damaged; an unmarked folder with no code is not listed.
    func all() -> [Backup] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return
            names
            .filter { !$0.hasPrefix(".") }
            .compactMap { name -> Backup? in
                let url = folder.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                else { return nil }
                guard
                    let marker = FileManager.default.contents(
                        atPath: url.appendingPathComponent(Self.marker).path
                    )
                else {
                    // An earlier version's backup holds code files at its top, or is none.
                    let code = kata.codeFiles(in: url)
                    return code.isEmpty ? nil : Backup(name: name, url: url, isLegacy: true)
                }
                // A backup that lost files since it was written is not a backup to trust.
                struct Description: Decodable {
                    let files: Int
                    let fingerprint: String?
                }
                let description = try? JSONDecoder().decode(Description.self, from: marker)
                let found = kata.learnerFiles(inExercise: url).count
                let damage: String? =
                    switch description {
                    case nil: "its \(Self.marker) cannot be read"
                    case let saved? where saved.files != found:
                        "it holds \(found) of the \(saved.files) files it was saved with"
                    case let saved?
                    where saved.fingerprint.map {
                        $0 != Fingerprint.of([url], excluding: [Self.marker])
                    } == true:
                        "a file in it changed since it was saved"
                    default: nil
                    }
                return Backup(name: name, url: url, isLegacy: false, damage: damage)
            }
            .sorted { $0.order < $1.order }
    }

    /// The backup called `name`, if it is complete.
    func named(_ name: String) -> Backup? {
        all().first { $0.name == name && $0.damage == nil }
    }

    /// Puts `backup` back: the learner's code exactly as it was saved, in one step, and every
    /// other file it holds (notes, helpers) at its place. Files made since then outside the code
    /// are left alone.
    func restore(_ backup: Backup) throws {
        try Interruption.shielded {
            let code = kata.codeFiles(in: backup.codeFolder(of: kata))
            try kata.writeCode(code, into: kata.exerciseDirectory, with: fileSystem)
            guard !backup.isLegacy else { return }
            for (path, source) in kata.learnerFiles(inExercise: backup.url)
            where !kata.codePlaces.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                let target = kata.exerciseDirectory.appendingPathComponent(path)
                let current = FileManager.default.contents(atPath: target.path)
                guard current != FileManager.default.contents(atPath: source.path) else { continue }
                try fileSystem.createDirectory(at: target.deletingLastPathComponent())
                if current != nil { try fileSystem.removeItem(at: target) }
                try fileSystem.copyItem(at: source, to: target)
            }
        }
    }
}

/// One complete backup of an exercise.
struct Backup: Equatable {
    /// The folder's name: when it was made, for example `2026-11-23T09-41-07.250Z`, with `-2`,
    /// `-3`… for backups made in the same moment.
    let name: String
    /// The folder.
    let url: URL
    /// Whether it was made by an earlier version of `kata`, which kept only the code files of
    /// the module, at the top of the folder.
    let isLegacy: Bool
    /// What is wrong with it, when files went missing since it was made: it is listed, and
    /// never put back.
    var damage: String? = nil

    /// Its name as a list shows it: with what is wrong, when it is damaged.
    var listed: String {
        damage.map { "\(name)  (damaged: \($0); it is not put back)" } ?? name
    }

    /// The folder of the learner's code inside the backup.
    func codeFolder(of kata: Kata) -> URL {
        isLegacy ? url : kata.codeFolder(in: url)
    }

    /// Whether it holds exactly the Before code of `kata`: no version of the learner's own.
    func holdsBeforeCode(of kata: Kata) -> Bool {
        Kata.sameCode(
            kata.codeFiles(in: codeFolder(of: kata)),
            kata.codeFiles(in: kata.beforeDirectory)
        )
    }

    /// When it was made, then the counter of backups made in the same moment.
    var order: (Double, Int, String) {
        let parts = Self.parse(name)
        return (parts?.time ?? 0, parts?.counter ?? 1, name)
    }

    /// The name of a backup made at `date`: its time in UTC, to the millisecond, with `-` for
    /// `:` so that it is a valid file name everywhere.
    static func stamp(of date: Date) -> String {
        formatter(fractional: true).string(from: date).replacingOccurrences(of: ":", with: "-")
    }

    /// The time and counter of a backup's name, with or without milliseconds (older backups
    /// have none).
    static func parse(_ name: String) -> (time: Double, counter: Int)? {
        guard let zulu = name.firstIndex(of: "Z") else { return nil }
        let stamp = name[...zulu]
        let rest = name[name.index(after: zulu)...]
        let counter = rest.isEmpty ? 1 : rest.hasPrefix("-") ? Int(rest.dropFirst()) : nil
        guard let counter else { return nil }
        let text = stamp.replacingOccurrences(of: "-", with: ":")
            .replacingOccurrences(
                of: #"^(\d{4}):(\d{2}):(\d{2})"#,
                with: "$1-$2-$3",
                options: .regularExpression
            )
        guard
            let date = formatter(fractional: true).date(from: text)
                ?? formatter(fractional: false).date(from: text)
        else { return nil }
        return (date.timeIntervalSince1970, counter)
    }

    private static func formatter(fractional: Bool) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        if fractional {
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        }
        return formatter
    }
}
