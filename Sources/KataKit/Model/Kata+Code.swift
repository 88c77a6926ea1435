import Foundation
import SourceFacts

/// The learner's code of a kata, as files by path: the same paths in the exercise and in the
/// kata's Before, After, mutants, alternatives and backups, so that any version can be compared
/// with, or put in place of, any other.
///
/// In a kata about one module the paths are relative to the module's folder
/// (`ProfilePresenter.swift`, `Helpers/Format.swift`), found in `Sources/<module>` of the
/// exercise and at the top of a version's folder. In a kata about modules they are
/// `Package.swift` and `Sources/<module>/<file>`, at the same places in the exercise and in a
/// version's folder.
extension Kata {
    /// The files of the version kept in `folder` (Before, After, a variant, or the code folder
    /// of the exercise or of a backup), at any depth, by path. A variant's `README.md` is not code.
    func codeFiles(in folder: URL) -> [String: URL] {
        var files: [String: URL] = [:]
        for (path, url) in Fingerprint.files(under: folder) {
            if isPackageLayout {
                guard path == "Package.swift" || path.hasPrefix("Sources/") else { continue }
            } else {
                guard path != "README.md" else { continue }
            }
            files[path] = url
        }
        return files
    }

    /// Whether two versions of the code, as ``codeFiles(in:)`` gives them, hold the same files
    /// with the same bytes.
    static func sameCode(_ one: [String: URL], _ other: [String: URL]) -> Bool {
        one.keys.sorted() == other.keys.sorted()
            && one.allSatisfy { path, url in
                FileManager.default.contents(atPath: url.path)
                    == other[path].flatMap { FileManager.default.contents(atPath: $0.path) }
            }
    }

    /// The places of the exercise that hold the learner's code, relative to the exercise: what
    /// `reset`, `solve` and `restore` replace, each as a whole.
    var codePlaces: [String] {
        isPackageLayout ? ["Package.swift", "Sources"] : ["Sources/\(metadata.module)"]
    }

    /// The modules of the learner's code: the kata's module, or, in a kata about modules, every
    /// module under the exercise's `Sources`.
    var learnerModules: [String] {
        guard isPackageLayout else { return [metadata.module] }
        let sources = exerciseDirectory.appendingPathComponent("Sources")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return folders.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Where the file at `path` of the learner's code is, relative to the exercise.
    func exercisePath(ofCodePath path: String) -> String {
        isPackageLayout ? path : "Sources/\(metadata.module)/\(path)"
    }

    /// The files of the learner's code in the exercise, by path.
    func exerciseCodeFiles() -> [String: URL] {
        codeFiles(in: codeFolder(in: exerciseDirectory))
    }

    /// The folder of the learner's code inside `package`, the exercise or a copy of it.
    func codeFolder(in package: URL) -> URL {
        isPackageLayout ? package : package.appendingPathComponent("Sources/\(metadata.module)")
    }

    /// The folder of Swift sources of a version kept in `folder`, for reading its declarations.
    func sourcesFolder(ofVersionIn folder: URL) -> URL {
        isPackageLayout ? folder.appendingPathComponent("Sources") : folder
    }

    /// The folder of Swift sources of the learner's code in the exercise.
    var exerciseSourcesFolder: URL {
        sourcesFolder(ofVersionIn: codeFolder(in: exerciseDirectory))
    }

    /// The exercise's folders that ship with the kata and are not the learner's: its checker and
    /// its characterization tests, relative to the exercise.
    var shippedTestPlaces: [String] {
        ["Tests/\(metadata.module)Checks", "Tests/\(metadata.module)Characterization"]
    }

    /// Every file of the exercise that is the learner's, at any depth, by path relative to the
    /// exercise: their code, and anything else they keep there (notes, helpers, a test of their
    /// own). Build products, the shipped tests and, in a kata about one module, the shipped
    /// manifest are left out.
    func learnerFiles(inExercise package: URL) -> [String: URL] {
        var files: [String: URL] = [:]
        for (path, url) in Fingerprint.files(under: package) {
            let parts = path.split(separator: "/")
            if parts.first.map({ $0.hasPrefix(".kata-") || $0 == "Package.resolved" }) == true {
                continue
            }
            if !isPackageLayout && path == "Package.swift" { continue }
            if shippedTestPlaces.contains(where: { path.hasPrefix($0 + "/") }) { continue }
            files[path] = url
        }
        return files
    }

    /// Replaces the learner's code inside `package` (the exercise or a scratch copy of it) with
    /// `files`, by code path.
    ///
    /// Each code place is built whole in a staging folder beside it, then swapped in with one
    /// step of the file system, with interruptions held back: a full disk leaves the old code
    /// whole, and at every moment each place holds one whole version. A staging folder left by
    /// an earlier run that was killed is removed first.
    @discardableResult
    func writeCode(
        _ files: [String: URL],
        into package: URL,
        with fileSystem: any FileSystem = LocalFileSystem()
    ) throws -> URL? {
        try Interruption.shielded {
            try WorkFolder.removeLeftovers(in: package, prefix: ".kata-staging-", with: fileSystem)
            let staging = package.appendingPathComponent(WorkFolder.name(".kata-staging-"))
            try fileSystem.createDirectory(at: staging)
            for place in codePlaces {
                let prefix = isPackageLayout ? (place == "Sources" ? "Sources/" : nil) : ""
                let stagedPlace = staging.appendingPathComponent(place)
                if let prefix {
                    try fileSystem.createDirectory(at: stagedPlace)
                    for (path, source) in files where path.hasPrefix(prefix) {
                        let relative = String(path.dropFirst(prefix.count))
                        let target = stagedPlace.appendingPathComponent(relative)
                        try fileSystem.createDirectory(at: target.deletingLastPathComponent())
                        let current = package.appendingPathComponent(place)
                            .appendingPathComponent(relative)
                        try Self.copy(source, keeping: current, to: target, with: fileSystem)
                    }
                } else if let source = files[place] {
                    let current = package.appendingPathComponent(place)
                    try Self.copy(source, keeping: current, to: stagedPlace, with: fileSystem)
                }
            }
            for place in codePlaces {
                let staged = staging.appendingPathComponent(place)
                let target = package.appendingPathComponent(place)
                try swap(staged, into: target, with: fileSystem)
            }
            // The code is in place: what the old code leaves behind is no reason to fail.
            do {
                try fileSystem.removeItem(at: staging)
                return nil
            } catch {
                return staging
            }
        }
    }

    /// Copies `source` to `target`, dated now; but when `current`, the file it replaces, already
    /// holds the same bytes, copies `current` instead, with the date the last build saw: a
    /// build then compiles only the files that changed, not every file of the module again.
    static func copy(
        _ source: URL,
        keeping current: URL,
        to target: URL,
        with fileSystem: any FileSystem
    ) throws {
        let manager = FileManager.default
        if let old = manager.contents(atPath: current.path),
            manager.contents(atPath: source.path) == old,
            let date = FileStatus(path: current.path)?.modified
        {
            try fileSystem.copyItem(at: current, to: target)
            // A copy is dated now on some systems: it keeps the date the build saw.
            try? manager.setAttributes([.modificationDate: date], ofItemAtPath: target.path)
        } else {
            try fileSystem.copyItem(at: source, to: target)
            markChanged(target)
        }
    }

    /// Dates the copy at `file` now, not as its source: a copy keeps its source's date, and a
    /// file of the same size and date where the last build saw another (its inode reused) looks
    /// unchanged to the build, which then tests the code it had before.
    static func markChanged(_ file: URL) {
        try? FileManager.default.setAttributes(
            [.modificationDate: Date()],
            ofItemAtPath: file.path
        )
    }

    /// Puts `staged` at `target` in one step; what `target` held is left at `staged`. A missing
    /// `staged` removes `target`.
    private func swap(_ staged: URL, into target: URL, with fileSystem: any FileSystem) throws {
        let manager = FileManager.default
        let hasStaged = manager.fileExists(atPath: staged.path)
        let hasTarget = manager.fileExists(atPath: target.path)
        switch (hasStaged, hasTarget) {
        case (true, true):
            do {
                try fileSystem.exchangeItem(at: staged, withItemAt: target)
            } catch {
                // A volume that cannot swap: two moves, with interruptions still held back.
                let aside = staged.appendingPathExtension("old")
                try fileSystem.moveItem(at: target, to: aside)
                try fileSystem.moveItem(at: staged, to: target)
                try fileSystem.moveItem(at: aside, to: staged)
            }
        case (true, false):
            try fileSystem.createDirectory(at: target.deletingLastPathComponent())
            try fileSystem.moveItem(at: staged, to: target)
        case (false, true):
            try fileSystem.moveItem(at: target, to: staged)
        case (false, false):
            break
        }
    }

    /// The paths whose files differ between the exercise's code and the version in `folder`,
    /// or exist in only one of them.
    func differences(fromVersionIn folder: URL) -> [String] {
        let mine = exerciseCodeFiles()
        let theirs = codeFiles(in: folder)
        return Set(mine.keys).union(theirs.keys).sorted().filter { path in
            guard let a = mine[path], let b = theirs[path] else { return true }
            return FileManager.default.contents(atPath: a.path)
                != FileManager.default.contents(atPath: b.path)
        }
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

extension Kata {
    /// Copies the exercise's manifest and tests into `scratch`, a package of its own two levels
    /// below the root (so that the exercise's path to the root package still holds there),
    /// keeping its build folder.
    func prepareScratch(_ scratch: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: scratch, withIntermediateDirectories: true)
        for item in ["Package.swift", "Tests"] {
            let target = scratch.appendingPathComponent(item)
            try? files.removeItem(at: target)
            try files.copyItem(at: exerciseDirectory.appendingPathComponent(item), to: target)
        }
        try files.createDirectory(
            at: scratch.appendingPathComponent("Sources/\(metadata.module)"),
            withIntermediateDirectories: true
        )
    }

    /// Puts in `package` the learner's code made of `layers` in turn: a later layer's file
    /// replaces an earlier one's at the same path.
    func writeCode(layers: [URL], into package: URL) throws {
        var files: [String: URL] = [:]
        for layer in layers {
            files.merge(codeFiles(in: layer)) { _, later in later }
        }
        _ = try writeCode(files, into: package)
    }
}
