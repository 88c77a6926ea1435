import Foundation
import SourceFacts

/// The files of one module to compile and to read, and the compilation conditions they are
/// built with.
struct ModuleSource {
    let name: String
    let files: [URL]
    let flags: Set<String>

    /// Whether it is a program's module, with top-level code in `main.swift`.
    var isExecutable: Bool { files.contains { $0.lastPathComponent == "main.swift" } }

    /// The modules its files import.
    func imports() -> Set<String> {
        var found: Set<String> = []
        for file in files {
            guard let source = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let tokens = SourceFile(path: file.path, source: source, flags: flags).tokens
            for (index, token) in tokens.enumerated()
            where token.kind == .word && token.text == "import" && index + 1 < tokens.count {
                var next = index + 1
                // `import struct Foundation.URL`, `@testable import X`.
                if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
                    .contains(tokens[next].text), next + 1 < tokens.count
                {
                    next += 1
                }
                found.insert(tokens[next].text)
            }
        }
        return found
    }
}

/// Modules that are compiled together, each after those it imports: one version of a kata, the
/// package's own sources, or one file of the corpus.
struct BuildGroup {
    let title: String
    let modules: [ModuleSource]

    /// Whether the group is a kata's mutant or alternative, which `--part` samples.
    var isVariant: Bool { title.contains("/Mutants/") || title.contains("/Alternatives/") }

    /// The modules in an order that compiles: each after the ones of the group it imports.
    var ordered: [ModuleSource] {
        let byName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var done: [String] = []
        func visit(_ module: ModuleSource, _ path: Set<String>) {
            guard !done.contains(module.name), !path.contains(module.name) else { return }
            for name in module.imports().sorted() {
                if let dependency = byName[name] { visit(dependency, path.union([module.name])) }
            }
            done.append(module.name)
        }
        modules.sorted { $0.name < $1.name }.forEach { visit($0, []) }
        return done.compactMap { byName[$0] }
    }
}

extension BuildGroup {
    /// Every group to compare in the repository at `root`: each kata's Before, After, mutants
    /// and alternatives, the package's own `Sources`, and each file of the corpus.
    static func all(in root: URL) throws -> [BuildGroup] {
        try katas(in: root) + [packageSources(in: root)] + corpus(in: root)
    }

    private static func swiftFiles(under folder: URL) -> [String: URL] {
        var files: [String: URL] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.path.dropFirst(folder.path.count + 1))
            if url.pathExtension == "swift" || url.lastPathComponent == "Package.swift" {
                files[relative] = url
            }
        }
        return files
    }

    static func katas(in root: URL) throws -> [BuildGroup] {
        let katas = root.appendingPathComponent("Katas")
        let folders = try FileManager.default.contentsOfDirectory(atPath: katas.path)
            .filter { !$0.hasPrefix(".") }.sorted()
        var groups: [BuildGroup] = []
        for folder in folders {
            let lesson = katas.appendingPathComponent(folder)
            let data = try Data(contentsOf: lesson.appendingPathComponent("kata.json"))
            let metadata = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            let module = metadata["module"] as? String ?? folder
            let isPackage = metadata["layout"] as? String == "package"
            let after = swiftFiles(under: lesson.appendingPathComponent("After"))
            var versions: [(String, [String: URL])] = [
                ("Before", swiftFiles(under: lesson.appendingPathComponent("Before"))),
                ("After", after),
            ]
            for kind in ["Mutants", "Alternatives"] {
                let folder = lesson.appendingPathComponent(kind)
                let names =
                    (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                for name in names.sorted() where !name.hasPrefix(".") {
                    let overlay = swiftFiles(under: folder.appendingPathComponent(name))
                    versions.append(("\(kind)/\(name)", after.merging(overlay) { _, new in new }))
                }
            }
            for (version, files) in versions {
                let sources = files.filter { $0.key != "Package.swift" }
                let modules: [ModuleSource]
                if isPackage {
                    let names = Set(
                        sources.keys.compactMap { path -> String? in
                            let parts = path.split(separator: "/")
                            return parts.count > 2 && parts[0] == "Sources" ? String(parts[1]) : nil
                        }
                    )
                    modules = names.sorted().map { name in
                        ModuleSource(
                            name: name,
                            files: sources.filter { $0.key.hasPrefix("Sources/\(name)/") }
                                .sorted { $0.key < $1.key }.map(\.value),
                            flags: SourceFile.debugFlags
                        )
                    }
                } else {
                    modules = [
                        ModuleSource(
                            name: module,
                            files: sources.sorted { $0.key < $1.key }.map(\.value),
                            flags: SourceFile.debugFlags
                        )
                    ]
                }
                groups.append(BuildGroup(title: "Katas/\(folder)/\(version)", modules: modules))
            }
        }
        return groups
    }

    static func packageSources(in root: URL) throws -> BuildGroup {
        let sources = root.appendingPathComponent("Sources")
        let names = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { !$0.hasPrefix(".") }.sorted()
        let modules = names.map { name in
            ModuleSource(
                name: name,
                files: swiftFiles(under: sources.appendingPathComponent(name))
                    .sorted { $0.key < $1.key }.map(\.value),
                flags: SourceFile.debugFlags
            )
        }.filter { !$0.files.isEmpty }
        return BuildGroup(title: "Sources", modules: modules)
    }

    /// The corpus of awkward Swift, each file a module of its own, read and built without
    /// `DEBUG`, so that both sides of `#if DEBUG` are held to the compiler.
    static func corpus(in root: URL) -> [BuildGroup] {
        let folder = root.appendingPathComponent("Tests/SourceFactsTests/Corpus")
        return swiftFiles(under: folder).sorted { $0.key < $1.key }.map { path, url in
            let name =
                "Corpus_"
                + url.deletingPathExtension().lastPathComponent
                .map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
            return BuildGroup(
                title: "Tests/SourceFactsTests/Corpus/\(path)",
                modules: [ModuleSource(name: name, files: [url], flags: [])]
            )
        }
    }
}
