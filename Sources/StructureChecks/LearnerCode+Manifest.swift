import Foundation
import SourceFacts
import Testing

extension LearnerCode {
    /// Expects the target `target` of the package manifest to depend on every one of
    /// `required` and on none of `forbidden`.
    ///
    /// - Parameters:
    ///   - target: The target's name, `Payment`.
    ///   - required: What it must depend on, `AuthenticationContract`.
    ///   - forbidden: What it must not depend on, `Authentication`.
    ///   - rule: The rule a wrong dependency breaks, in the kata's words.
    ///   - sourceLocation: Where to report a manifest that cannot be read.
    public func expectTarget(
        _ target: String,
        dependsOn required: [String],
        notOn forbidden: [String],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        check(target, rule: rule, at: sourceLocation) { declared, through, _ in
            required.filter { !declared.contains($0) }.map { "does not depend on \($0)" }
                + forbidden.compactMap { name in
                    if declared.contains(name) { return "still depends on \(name)" }
                    return through(name).map { "still depends on \(name), through \($0)" }
                }
        }
    }

    /// Expects the target `target` of the package manifest to depend on nothing but `allowed`,
    /// and every product that bundles it to bundle nothing else but `allowed`.
    ///
    /// - Parameters:
    ///   - target: The target's name, `AuthenticationContract`.
    ///   - allowed: What it may depend on; none for a thin contract module.
    ///   - rule: The rule another dependency breaks, in the kata's words.
    ///   - sourceLocation: Where to report a manifest that cannot be read.
    public func expectTarget(
        _ target: String,
        dependsOnlyOn allowed: [String],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        check(target, rule: rule, at: sourceLocation) { declared, _, products in
            // A product that bundles the target with another module makes every package that
            // links it depend on that module too.
            declared.filter { !allowed.contains($0) }.map { "depends on \($0)" }
                + products.filter { $0.targets.contains(target) }.flatMap { product in
                    product.targets.filter { $0 != target && !allowed.contains($0) }.map {
                        "is shipped with \($0) in the product \(product.name)"
                    }
                }
        }
    }

    /// Reads the package graph and reports, for `target`, each problem `problems` finds in its
    /// dependencies or the package's products, or that the target is missing. A manifest SwiftPM cannot read is reported
    /// as such, never as a missing dependency.
    private func check(
        _ target: String,
        rule: String,
        at sourceLocation: SourceLocation,
        problems: (
            [String], _ through: (String) -> String?, _ products: [PackageGraph.Product]
        ) -> [String]
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        guard let manifest = sources.manifest else {
            Issue.record(
                Comment(rawValue: "The checker found no package manifest for \(moduleName)."),
                sourceLocation: sourceLocation
            )
            return
        }
        let graph: PackageGraph
        do {
            graph = try PackageGraphs.graph(of: manifest)
        } catch {
            Issue.record(
                Comment(
                    rawValue: """
                        The checker could not read Package.swift the way SwiftPM does \
                        (`swift package dump-package`), so it cannot tell what depends on what:
                        \(error)
                        Make `swift package dump-package` work in the exercise, then check again.
                        """
                ),
                sourceLocation: sourceLocation
            )
            return
        }
        guard let declared = graph.target(target) else {
            let names = graph.targets.map(\.name).joined(separator: ", ")
            Issue.record(
                Comment(
                    rawValue: "Package.swift has no target named \(target) (it has: \(names)).\n"
                        + rule
                ),
                sourceLocation: sourceLocation
            )
            return
        }
        /// The direct dependency of `target` through which it reaches `name`, if it does.
        func through(_ name: String) -> String? {
            declared.dependencies.first { start in
                var seen: Set<String> = []
                var pending = [start]
                while let next = pending.popLast() {
                    guard seen.insert(next).inserted else { continue }
                    if next == name { return true }
                    pending += graph.target(next)?.dependencies ?? []
                }
                return false
            }
        }
        let line = declared.line ?? 1
        let findings = problems(declared.dependencies, through, graph.products).map { problem in
            Finding(
                file: manifest.path,
                position: Token(kind: .word, text: target, line: line, column: 1, startsLine: true),
                fact: "The target \(target) \(problem).",
                rule: rule
            )
        }
        report(findings, in: sources)
    }
}

extension CheckedCode {
    /// The modules of code the package declares, as SwiftPM reads its manifest: `named` first,
    /// in their order, then every other target that is no test, by name.
    ///
    /// A module the learner adds (an audit module the app alone depends on, say) answers to
    /// the same module-wide rules as the kata's own: a rule run over `named` alone would let
    /// anything move next door. A manifest that cannot be read gives `named`; the checks of the
    /// manifest itself say why.
    public func modules(beyond named: [String], checker: String = #filePath) -> [String] {
        guard let first = named.first,
            let manifest = try? SourceLocator.sources(of: first, checker: checker, code: self)
                .manifest,
            let graph = try? PackageGraphs.graph(of: manifest)
        else { return named }
        let code = graph.targets.filter { ["regular", "executable"].contains($0.kind) }
        return named + code.map(\.name).filter { !named.contains($0) }.sorted()
    }
}

/// The package graphs read so far, by manifest: SwiftPM evaluates a manifest once per test run,
/// and the build record that gives each target's dependencies as built is read once with it.
enum PackageGraphs {
    private static let read = Locked<[String: Result<PackageGraph, any Error>]>([:])

    /// The graph of `manifest`, read by the first test that asks while the others wait: SwiftPM
    /// reads a package in one scratch folder at a time, so two readings at once would wait on
    /// each other anyway.
    static func graph(of manifest: URL) throws -> PackageGraph {
        try read.value(for: manifest.standardizedFileURL.path) {
            Result {
                let graph = try Toolchain.packageGraph(of: manifest)
                // The dependencies this test process was built with, where the build recorded
                // them.
                let built = CompilerInvocation.builtDependencies(
                    products: CompilerView.productsDirectory
                )
                return built.map(graph.built(as:)) ?? graph
            }
        }
        .get()
    }
}
