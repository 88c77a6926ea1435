import Foundation

/// A short digest of the files of a folder, to tell whether anything in it changed.
enum Fingerprint {
    /// The FNV-1a digest of every file's relative path and bytes under `folders` (build folders
    /// and the files no build reads, `.DS_Store` or an editor's swap file, left out), as 16
    /// hexadecimal digits.
    static func of(_ folders: [URL]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        for folder in folders {
            for file in files(under: folder) where !isIncidental(file.relativePath) {
                mix(file.relativePath.utf8)
                mix([0])
                mix(FileManager.default.contents(atPath: file.url.path) ?? Data())
                mix([0])
            }
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }

    /// The regular files under `folder` (or `folder` itself, if it is a file), sorted by path.
    static func files(under folder: URL) -> [(relativePath: String, url: URL)] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [(folder.lastPathComponent, folder)] }
        let paths = (manager.subpaths(atPath: folder.path) ?? []).filter { path in
            !path.split(separator: "/").contains { $0.hasPrefix(".build") || $0 == ".swiftpm" }
        }
        return paths.sorted().compactMap { path in
            let url = folder.appendingPathComponent(path)
            var directory: ObjCBool = false
            _ = manager.fileExists(atPath: url.path, isDirectory: &directory)
            return directory.boolValue ? nil : (path, url)
        }
    }
}

extension Fingerprint {
    /// Whether a file is one no build reads and a person did not write as code: a hidden file
    /// (`.DS_Store`), an editor's swap or backup file (`.Main.swift.swp`, `Main.swift~`).
    static func isIncidental(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp")
            || name.hasSuffix(".swo") || name.hasSuffix(".orig") || name.hasSuffix(".bak")
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

extension Kata {
    /// The fingerprint of everything a check depends on: the manifest, sources and tests.
    var exerciseFingerprint: String {
        Fingerprint.of(
            ["Package.swift", "Sources", "Tests"].map {
                exerciseDirectory.appendingPathComponent($0)
            }
        )
    }

    /// The fingerprint of the checker and the manifest, to tell a checker that was edited; in a
    /// kata about modules the manifest is the learner's to edit, so only the tests count.
    var checkerFingerprint: String {
        let parts = isPackageLayout ? ["Tests"] : ["Package.swift", "Tests"]
        return Fingerprint.of(parts.map { exerciseDirectory.appendingPathComponent($0) })
    }
}
