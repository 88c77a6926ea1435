import Foundation
import SourceFacts

/// Whether an exercise's checker is the one shipped with its kata: its files, and, where the
/// learner owns the manifest, the test targets that run them.
///
/// A checker edited, or a test target pointed at another folder, can make any code pass; the
/// kata then does not count as done.
struct CheckerIntegrity {
    let kata: Kata
    let processes: any ProcessRunning

    /// What differs from the shipped checker, in words; empty when nothing does.
    func problems() -> [String] {
        var problems: [String] = []
        if kata.checkerFingerprint != kata.metadata.checker {
            problems.append("the checker's files changed")
        }
        if kata.isPackageLayout {
            problems += targetProblems()
        }
        return problems
    }

    /// In a kata about modules: the checker's test targets must exist at their shipped paths.
    /// The manifest is read by SwiftPM, run through `processes`.
    private func targetProblems() -> [String] {
        let manifest = kata.exerciseDirectory.appendingPathComponent("Package.swift")
        // A manifest SwiftPM cannot read fails the build anyway; nothing to add here.
        guard let graph = try? processes.packageGraph(of: manifest) else { return [] }
        return Self.targetProblems(of: kata, in: graph)
    }

    /// What `graph`, a learner's package of `kata`, changes in the targets that run the
    /// checker: a place, files left out or chosen, build settings of their own.
    static func targetProblems(of kata: Kata, in graph: PackageGraph) -> [String] {
        var problems: [String] = []
        for target in kata.shippedTestPlaces {
            let name = (target as NSString).lastPathComponent
            guard let declared = graph.target(name) else {
                if target.hasSuffix("Checks") {
                    problems.append("Package.swift has no test target \(name)")
                }
                continue
            }
            if let path = declared.path, path != target {
                problems.append("the test target \(name) reads \(path), not \(target)")
            }
            // Leaving files out, or choosing them, runs part of the checker as if it were all.
            if !declared.exclude.isEmpty {
                problems.append(
                    "the test target \(name) leaves out \(declared.exclude.joined(separator: ", "))"
                )
            }
            if let sources = declared.sources {
                problems.append(
                    "the test target \(name) reads only \(sources.joined(separator: ", "))"
                )
            }
            if declared.settingCount > 0 {
                problems.append("the test target \(name) has build settings of its own")
            }
        }
        return problems
    }
}
