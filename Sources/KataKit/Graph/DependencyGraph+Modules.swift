import Foundation
import SourceFacts

extension DependencyGraph {
    /// The arrows between the modules of a package, from SwiftPM's own reading of its
    /// manifest: a policy module's dependency on a detail module, directly or through another
    /// module, is flagged.
    init(package: PackageGraph, roles: GraphRoles.ModuleRoles) {
        let targets = package.targets.filter { !$0.isTest }
        let names = Set(targets.map(\.name))
        func role(of name: String) -> Role {
            Role(of: name, policies: roles.policies, details: roles.details)
        }
        let ordered =
            targets.filter { role(of: $0.name) == .policy }
            + targets.filter { role(of: $0.name) != .policy }
        nodes = ordered.map { target in
            Node(
                name: target.name,
                kind: roles.contracts.contains(target.name) ? .contractModule : .module,
                role: role(of: target.name)
            )
        }
        let dependencies = Dictionary(
            targets.map { ($0.name, $0.dependencies.filter(names.contains)) },
            uniquingKeysWith: { first, _ in first }
        )
        /// Whether `module` is a detail or depends on one, through any number of modules.
        func leadsToDetail(_ module: String, seen: Set<String> = []) -> Bool {
            if role(of: module) == .detail { return true }
            guard !seen.contains(module) else { return false }
            return (dependencies[module] ?? []).contains {
                leadsToDetail($0, seen: seen.union([module]))
            }
        }
        arrows = ordered.flatMap { target in
            (dependencies[target.name] ?? []).map { dependency in
                Arrow(
                    from: target.name,
                    to: dependency,
                    kind: .depends,
                    via: ["Package.swift"],
                    isFlagged: role(of: target.name) == .policy && leadsToDetail(dependency)
                )
            }
        }
    }
}
