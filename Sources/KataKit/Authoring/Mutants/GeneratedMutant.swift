import Foundation
import SourceFacts

/// Wrong refactorings made by machine from a kata's reference solution, so that a checker is
/// proven against more than what its author imagined.
///
/// A small set of operators, each a classic way of getting dependency inversion wrong, is
/// applied at every seam the kata's `kata.json` names (`graph.seams`) and in every policy's
/// code (`graph.policies`).
///
/// ``MutantGenerator`` lists the operators; each is documented where it is written
/// (`SeamOperators.swift`, `PolicyOperators.swift`).
///
/// Each must fail the kata's checker, or be listed in `kata.json` (`equivalentMutants`) with a
/// reason: the code behaves the same, so no checker could tell.
struct GeneratedMutant: Sendable, Equatable {
    /// The operator that made it.
    let mutationOperator: String
    /// Where, stably enough to be listed as equivalent: `GameOfLifeViewController.init(…):board`.
    let site: String
    /// One line on what changed.
    let summary: String
    /// The reference solution's files it changes or adds, by code path, with their new text.
    let files: [String: String]

    /// Its name in `kata verify`'s table and in `kata.json`: `build-detail board`.
    var name: String { "\(mutationOperator) \(site)" }
}

extension GeneratedMutant {
    /// What the mutant changes in the reference solution, as removed and added lines.
    func change(to kata: Kata) -> String {
        let after = kata.codeFiles(in: kata.afterDirectory)
        var lines: [String] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let old =
                after[path].flatMap { try? String(contentsOf: $0, encoding: .utf8) }?
                .components(separatedBy: "\n") ?? []
            let new = text.components(separatedBy: "\n")
            let common = VariantDrift.longestCommonSubsequence(old, new)
            var (o, n) = (0, 0)
            lines.append("\(path):")
            for (co, cn) in common + [(old.count, new.count)] {
                while o < co {
                    lines.append("- " + old[o].trimmingCharacters(in: .whitespaces))
                    o += 1
                }
                while n < cn {
                    lines.append("+ " + new[n].trimmingCharacters(in: .whitespaces))
                    n += 1
                }
                o += 1
                n += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
