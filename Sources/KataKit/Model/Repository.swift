import Foundation
import Spelling

/// A copy of the katas repository: its root folder and the katas in it.
struct Repository: Sendable {
    /// The folder that holds `Package.swift`, `Katas/` and `Exercises/`.
    let root: URL
    /// Every kata, in the order of its number.
    let katas: [Kata]

    /// Finds the repository that holds `folder`, looking upwards from it.
    static func containing(_ folder: URL) throws -> Repository {
        guard let root = root(containing: folder) else {
            throw KataError.notInRepository(folder.path)
        }
        return try Repository(root: root)
    }

    /// The root of the repository that holds `folder`, looking upwards from it, without
    /// reading its katas; `nil` outside any.
    static func root(containing folder: URL) -> URL? {
        var candidate = folder.standardizedFileURL
        while !isRoot(candidate) {
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
        return candidate
    }

    private static func isRoot(_ folder: URL) -> Bool {
        let manager = FileManager.default
        return ["Package.swift", "Katas", "Exercises"].allSatisfy {
            manager.fileExists(atPath: folder.appendingPathComponent($0).path)
        }
    }

    /// Reads the katas of the repository at `root`: every folder of `Katas/` that has a
    /// `kata.json` and an exercise of the same name.
    init(root: URL) throws {
        self.root = root
        let katasFolder = root.appendingPathComponent("Katas")
        // A kata is a folder: a note or any other file beside them is not one.
        let folders = try FileManager.default.contentsOfDirectory(atPath: katasFolder.path)
            .filter { name in
                var isDirectory: ObjCBool = false
                return !name.hasPrefix(".")
                    && FileManager.default.fileExists(
                        atPath: katasFolder.appendingPathComponent(name).path,
                        isDirectory: &isDirectory
                    ) && isDirectory.boolValue
            }
            .sorted()
        let decoder = JSONDecoder()
        katas = try folders.map { folder in
            let metadataURL = katasFolder.appendingPathComponent("\(folder)/kata.json")
            guard let data = try? Data(contentsOf: metadataURL) else {
                throw KataError.brokenKata(folder, reason: "Katas/\(folder)/kata.json is missing")
            }
            let metadata: Kata.Metadata
            do {
                metadata = try decoder.decode(Kata.Metadata.self, from: data)
            } catch {
                throw KataError.brokenKata(
                    folder,
                    reason: "Katas/\(folder)/kata.json cannot be read (\(error))"
                )
            }
            return Kata(folder: folder, metadata: metadata, root: root)
        }
    }

    /// The kata that `name` means: its number (`2` or `02`), its name (`greet-by-date`), both
    /// (`02-greet-by-date`), or the start of a name that only one kata's name starts with
    /// (`greet`).
    func kata(named name: String) throws -> Kata {
        let wanted = name.lowercased()
        if let number = Int(wanted),
            let kata = katas.first(where: { Int($0.number) == number })
        {
            return kata
        }
        if let kata = katas.first(where: { $0.folder == wanted || $0.slug == wanted }) {
            return kata
        }
        let prefixed = katas.filter { $0.slug.hasPrefix(wanted) || $0.folder.hasPrefix(wanted) }
        if prefixed.count == 1, !wanted.isEmpty {
            return prefixed[0]
        }
        if prefixed.count > 1 {
            throw KataError.ambiguousKata(name, candidates: prefixed.map(\.folder))
        }
        let names = katas.flatMap { [$0.folder, $0.slug] }
        let suggestion = Spelling.closest(to: wanted, among: names, comparing: { $0.lowercased() })
        throw KataError.unknownKata(name, suggestion: suggestion)
    }
}
