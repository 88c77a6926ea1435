import Foundation
import SourceFacts

/// A short digest of the files of a folder, to tell whether anything in it changed.
enum Fingerprint {
    /// The FNV-1a digest of every file's relative path and bytes under `folders` (build folders
    /// and the files no build reads, `.DS_Store` or an editor's swap file, left out), as 16
    /// hexadecimal digits. An entry of `excluded` that ends in `/` leaves out a whole folder.
    static func of(_ folders: [URL], excluding excluded: Set<String> = []) -> String {
        var digest = Digest()
        for folder in folders {
            for file in files(under: folder)
            where !isIncidental(file.relativePath) && !excluded.contains(file.relativePath)
                && !excluded.contains(where: {
                    $0.hasSuffix("/") && file.relativePath.hasPrefix($0)
                })
            {
                digest.mix(file.relativePath.utf8)
                digest.mix([0])
                let link = try? FileManager.default.destinationOfSymbolicLink(
                    atPath: file.url.path
                )
                digest.mix(
                    link.map { Data($0.utf8) } ?? FileManager.default.contents(
                        atPath: file.url.path
                    ) ?? Data()
                )
                digest.mix([0])
            }
        }
        return digest.hex
    }

    /// The regular files and links under `folder` (or `folder` itself, if it is a file),
    /// sorted by path.
    ///
    /// Each entry is read as itself, not as what a link points to: a link is kept as a link
    /// (to a folder too, which is not entered), and a pipe, a socket or a device, which no copy
    /// can hold and whose reading may never end, is no file of the learner's. Build folders
    /// (`.build`, `.build-…`, `.swiftpm`) are never entered: a built exercise holds thousands of
    /// files there, and listing them first cost a check more than a second.
    static func files(under folder: URL) -> [(relativePath: String, url: URL)] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [(folder.lastPathComponent, folder)] }
        var files: [(relativePath: String, url: URL)] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            for name in (try? manager.contentsOfDirectory(atPath: directory.path)) ?? [] {
                if name.hasPrefix(".build") || name == ".swiftpm" { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                let url = folder.appendingPathComponent(path)
                switch FileStatus(path: url.path)?.kind {
                case .directory?: pending.append(path)
                case .regular?, .symbolicLink?: files.append((path, url))
                default: break
                }
            }
        }
        return files.sorted { $0.relativePath < $1.relativePath }
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
    /// kata about modules the manifest is the learner's to edit, so only the tests count; the
    /// learner's own tests are theirs to write.
    var checkerFingerprint: String {
        let parts = isPackageLayout ? ["Tests"] : ["Package.swift", "Tests"]
        return Fingerprint.of(
            parts.map { exerciseDirectory.appendingPathComponent($0) },
            excluding: metadata.ownTest == nil ? [] : ["\(ownTestModule)/"]
        )
    }
}
