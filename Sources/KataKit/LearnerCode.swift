import Foundation

/// The learner's code of a kata, as files by path: the same paths in the exercise and in the
/// kata's Before, After, mutants, alternatives and backups, so that any version can be compared
/// with, or put in place of, any other.
///
/// In a kata about one module the paths are the module's file names (`ProfilePresenter.swift`),
/// found in `Sources/<module>` of the exercise and at the top of a version's folder. In a kata
/// about modules they are `Package.swift` and `Sources/<module>/<file>`, at the same places in
/// the exercise and in a version's folder.
extension Kata {
    /// The files of the version kept in `folder` (Before, After, a variant or a backup), by path.
    /// A variant's `README.md` is not code.
    func codeFiles(in folder: URL) -> [String: URL] {
        var files: [String: URL] = [:]
        if isPackageLayout {
            for (path, url) in Fingerprint.files(under: folder)
            where path == "Package.swift" || path.hasPrefix("Sources/") {
                files[path] = url
            }
        } else {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names where name.hasSuffix(".swift") {
                files[name] = folder.appendingPathComponent(name)
            }
        }
        return files
    }

    /// The places of the exercise that hold the learner's code.
    var codePlaces: [String] {
        isPackageLayout ? ["Package.swift", "Sources"] : ["Sources/\(metadata.module)"]
    }

    /// Where the file at `path` of the learner's code is, relative to the exercise.
    func exercisePath(ofCodePath path: String) -> String {
        isPackageLayout ? path : "Sources/\(metadata.module)/\(path)"
    }

    /// The files of the learner's code in the exercise, by path.
    func exerciseCodeFiles() -> [String: URL] {
        codeFiles(in: codeFolder(in: exerciseDirectory))
    }

    /// The folder of the learner's code inside `package`, the exercise or a scratch copy of it.
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

    /// Replaces the learner's code inside `package` (the exercise or a scratch copy of it) with
    /// `files`, written through a staging folder so that a failure leaves the old code whole.
    func writeCode(_ files: [String: URL], into package: URL) throws {
        let manager = FileManager.default
        let staging = package.appendingPathComponent(".kata-staging-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: staging) }
        for (path, source) in files {
            let target = staging.appendingPathComponent(path)
            try manager.createDirectory(
                at: target.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try manager.copyItem(at: source, to: target)
        }
        for place in codePlaces {
            let target = package.appendingPathComponent(place)
            try? manager.removeItem(at: target)
            let staged = isPackageLayout ? staging.appendingPathComponent(place) : staging
            if manager.fileExists(atPath: staged.path) {
                try manager.createDirectory(
                    at: target.deletingLastPathComponent(),
                    withIntermediateDirectories: true
                )
                try manager.moveItem(at: staged, to: target)
            } else if !isPackageLayout {
                try manager.createDirectory(at: target, withIntermediateDirectories: true)
            }
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
