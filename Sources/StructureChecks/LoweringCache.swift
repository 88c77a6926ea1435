import Foundation
import SourceFacts

/// The SIL that earlier test processes of the same build lowered, kept by everything that decides
/// it: the compiler, its arguments, the text of each file and the module files the module was
/// compiled against. `kata verify` runs a version's structure suites on their own before its
/// whole checker, and a learner runs `kata check` and then `swift test` on the same code: the
/// second run reads the SIL the first one made instead of lowering the module again.
///
/// The whole key is kept beside the SIL and compared on every read, so two different inputs never
/// share an entry; only the newest entries are kept.
enum LoweringCache {
    /// How many lowerings a build folder keeps: a module's raw and optimised SIL, for the few
    /// versions a verification or a learner goes back and forth between.
    static let capacity = 12

    /// What decides the SIL that `arguments` make of `files`, as text: the compiler (its path,
    /// size and date), the arguments apart from `output`, each file's path and text, and each of
    /// `dependencies` (module files) with its size and date. Nil when a file cannot be read or
    /// the compiler was not found (run through `xcrun`, it could change unseen).
    static func key(
        compiler: String?,
        arguments: [String],
        output: URL,
        files: [URL],
        dependencies: [URL]
    ) -> String? {
        guard let compiler else { return nil }
        var key = "compiler \(stamp(compiler))\n"
        let asked = arguments.map { $0 == output.path ? "<output>" : $0 }
        key += "arguments " + asked.joined(separator: "\u{0}") + "\n"
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
            key += "file \(file.path) \(text.utf8.count)\n\(text)\n"
        }
        for module in dependencies { key += "module \(stamp(module.path))\n" }
        return key
    }

    /// The SIL kept in `folder` for `key`, if any.
    static func sil(for key: String, in folder: URL) -> String? {
        let entry = folder.appendingPathComponent(name(of: key))
        guard
            let kept = try? String(
                contentsOf: entry.appendingPathExtension("key"),
                encoding: .utf8
            ),
            kept == key
        else { return nil }
        return try? String(contentsOf: entry.appendingPathExtension("sil"), encoding: .utf8)
    }

    /// Keeps `sil` in `folder` for `key`, and removes the oldest entries beyond ``capacity``.
    /// A cache that cannot be written is no cache: nothing is reported.
    static func keep(_ sil: String, for key: String, in folder: URL) {
        let files = FileManager.default
        try? files.createDirectory(at: folder, withIntermediateDirectories: true)
        let entry = folder.appendingPathComponent(name(of: key))
        // The SIL first, then its key: an entry read while it is written has no key yet.
        try? Data(sil.utf8).write(to: entry.appendingPathExtension("sil"), options: .atomic)
        try? Data(key.utf8).write(to: entry.appendingPathExtension("key"), options: .atomic)
        let keys =
            (try? files.contentsOfDirectory(
                at: folder,
                includingPropertiesForKeys: nil
            )) ?? []
        let newestFirst = keys.filter { $0.pathExtension == "key" }.sorted {
            modified($0) > modified($1)
        }
        for old in newestFirst.dropFirst(capacity) {
            try? files.removeItem(at: old)
            try? files.removeItem(at: old.deletingPathExtension().appendingPathExtension("sil"))
        }
    }

    /// The entry's file name: the key's digest.
    private static func name(of key: String) -> String {
        Digest(key).hex
    }

    /// A file's path with its size and date, or its path alone when it is not there.
    private static func stamp(_ path: String) -> String {
        guard let status = FileStatus(path: path) else { return path }
        return "\(path) \(status.size) \(status.modified.timeIntervalSince1970)"
    }

    private static func modified(_ url: URL) -> Date {
        FileStatus(path: url.path)?.modified ?? .distantPast
    }
}
