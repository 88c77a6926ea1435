import Foundation
import SourceFacts

/// Proves that the three places that name a kata agree: its lesson folder `Katas/NN-name`, its
/// exercise package `Exercises/NN-name`, and its targets in the root `Package.swift`.
///
/// The root manifest is read as SwiftPM reads it (`swift package dump-package`), so a kata
/// counts as declared however its targets are spelled: a kata is declared when the root package
/// has a test target `<Module>Checks` whose path is `Exercises/NN-name/Tests/<Module>Checks`.
struct RepositoryConsistency: Sendable {
    let repository: Repository
    /// The katas the root package declares: the module of each one's checker, by folder.
    let declaredKatas: [String: String]
    /// Why the root manifest could not be read, when it could not.
    let manifestProblem: String?

    /// Reads the root manifest of `repository` once, with SwiftPM run through `processes`.
    init(repository: Repository, processes: any ProcessRunning) {
        self.repository = repository
        do {
            let manifest = repository.root.appendingPathComponent("Package.swift")
            let graph = try processes.packageGraph(of: manifest)
            declaredKatas = Self.katas(declaredBy: graph)
            manifestProblem = nil
        } catch {
            declaredKatas = [:]
            manifestProblem = "SwiftPM cannot read Package.swift: \(error)"
        }
    }

    /// The katas `graph` declares: every checker target at its kata's place in `Exercises/`.
    static func katas(declaredBy graph: PackageGraph) -> [String: String] {
        var found: [String: String] = [:]
        for target in graph.targets where target.isTest && target.name.hasSuffix("Checks") {
            let module = String(target.name.dropLast("Checks".count))
            let parts = (target.path ?? "").split(separator: "/").map(String.init)
            guard parts.count == 4, parts[0] == "Exercises", parts[2] == "Tests",
                parts[3] == target.name
            else { continue }
            found[parts[1]] = module
        }
        return found
    }

    /// The problems found for `kata`, as sentences; none when everything agrees.
    func problems(of kata: Kata) -> [String] {
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
        if let manifestProblem { return problems + [manifestProblem] }
        switch declaredKatas[kata.folder] {
        case nil:
            problems.append(
                "Package.swift has no checker target for it: add "
                    + "`kata(\"\(kata.folder)\", module: \"\(module)\")`"
            )
        case let declared? where declared != module:
            problems.append("Package.swift names its module \(declared), kata.json \(module)")
        default: break
        }
        return problems
    }

    /// Exercise folders with no kata, and katas the package declares with no lesson folder.
    func strays() -> [String] {
        let lessons = Set(repository.katas.map(\.folder))
        let exercises =
            (try? FileManager.default.contentsOfDirectory(
                atPath: repository.root.appendingPathComponent("Exercises").path
            )) ?? []
        var strays = exercises.filter { !$0.hasPrefix(".") && !lessons.contains($0) }.sorted()
            .map { "Exercises/\($0) has no lesson folder Katas/\($0)" }
        strays += declaredKatas.keys.sorted()
            .filter { !lessons.contains($0) }
            .map { "Package.swift declares kata \($0), which has no folder Katas/\($0)" }
        if let manifestProblem { strays.append(manifestProblem) }
        return strays
    }
}
