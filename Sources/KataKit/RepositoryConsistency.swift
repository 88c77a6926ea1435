import Foundation
import SourceFacts

/// Proves that the three places that name a kata agree: its lesson folder `Katas/NN-name`, its
/// exercise package `Exercises/NN-name`, and its line in the root `Package.swift`.
enum RepositoryConsistency {
    /// The problems found for `kata`, as sentences; none when everything agrees.
    static func problems(of kata: Kata, in repository: Repository) -> [String] {
        var problems: [String] = []
        let files = FileManager.default
        let module = kata.metadata.module
        for (path, what) in [
            ("Exercises/\(kata.folder)/Package.swift", "its exercise package"),
            ("Exercises/\(kata.folder)/Sources/\(module)", "its learner's sources"),
            ("Exercises/\(kata.folder)/Tests/\(module)Checks", "its checker"),
            ("Katas/\(kata.folder)/Before", "its Before code"),
            ("Katas/\(kata.folder)/After", "its After code"),
            ("Katas/\(kata.folder)/hints.md", "its hints"),
            ("Katas/\(kata.folder)/README.md", "its lesson"),
        ] where !files.fileExists(atPath: repository.root.appendingPathComponent(path).path) {
            problems.append("\(what), \(path), is missing")
        }
        let declared = declaredKatas(in: repository.root)
        if declared[kata.folder] == nil {
            problems.append(
                "Package.swift has no `kata(\"\(kata.folder)\", module: \"\(module)\")` line"
            )
        } else if declared[kata.folder] != module {
            problems.append(
                "Package.swift names its module \(declared[kata.folder]!), kata.json \(module)"
            )
        }
        return problems
    }

    /// Exercise folders with no kata, and katas the package declares with no lesson folder.
    static func strays(in repository: Repository) -> [String] {
        let lessons = Set(repository.katas.map(\.folder))
        let exercises =
            (try? FileManager.default.contentsOfDirectory(
                atPath: repository.root.appendingPathComponent("Exercises").path
            )) ?? []
        var strays = exercises.filter { !$0.hasPrefix(".") && !lessons.contains($0) }.sorted()
            .map { "Exercises/\($0) has no lesson folder Katas/\($0)" }
        strays += declaredKatas(in: repository.root).keys.sorted()
            .filter { !lessons.contains($0) }
            .map { "Package.swift declares kata \($0), which has no folder Katas/\($0)" }
        return strays
    }

    /// The katas the root manifest declares, `kata("NN-name", module: "Module")`, by folder.
    static func declaredKatas(in root: URL) -> [String: String] {
        guard
            let manifest = try? SourceFile(
                contentsOf: root.appendingPathComponent("Package.swift").path
            )
        else { return [:] }
        let tokens = manifest.tokens
        var found: [String: String] = [:]
        for index in tokens.indices.dropLast(6)
        where ["kata", "packageKata"].contains(tokens[index].text) && tokens[index].kind == .word
            && tokens[index + 1].text == "(" && tokens[index + 2].kind == .string
            && tokens[index + 4].text == "module" && tokens[index + 6].kind == .string
        {
            found[tokens[index + 2].text] = tokens[index + 6].text
        }
        return found
    }
}
