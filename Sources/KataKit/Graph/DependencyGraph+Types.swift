import Foundation
import SourceFacts

extension DependencyGraph {
    /// The arrows of `module`, with the roles a kata declares.
    init(module: SourceModule, roles: GraphRoles) {
        let omitted = Set(roles.omit ?? [])
        let declared = module.types.filter { $0.kind != .extension && $0.parent == nil }
            .filter { !omitted.contains($0.name) }
        let functions = module.functions.filter { !omitted.contains($0.name) }
        var known: [String: NodeKind] = [:]
        for type in declared { known[type.name] = type.kind == .protocol ? .protocol : .concrete }
        for function in functions { known[function.name] = .function }
        for name in roles.abstractions ?? [] { known[name] = .protocol }
        for name in roles.values ?? [] { known[name] = .value }

        func role(of name: String) -> Role {
            Role(of: name, policies: roles.policies, details: roles.details)
        }

        var builder = ArrowCollector(known: known) { from, to, arrow, target in
            guard role(of: from) == .policy, arrow != .conforms else { return false }
            // A volatile type that is kept or taken was injected; one that is created or
            // reached for was not.
            return role(of: to) == .detail
                || target == .volatile && [.creates, .uses].contains(arrow)
        }
        for alias in module.files.flatMap(\.typeAliases) {
            builder.aliases[alias.name] = module.resolvedNames(
                of: alias.type,
                genericParameters: []
            )
        }
        for name in declared.map({ $0.name }) {
            for declaration in module.declarations(of: name) where declaration.parent == nil {
                builder.collect(declaration, module: module)
            }
        }
        for function in functions {
            builder.collectBody(of: function, owner: function.name, module: module)
        }

        builder.flagReaches(of: roles, in: module)
        // Overloads of one function are one node: `greet(user:)` and `greet(user:at:)`.
        var names: [String] = []
        for name in declared.map(\.name) + functions.map(\.name) + builder.arrows.map(\.to)
        where !names.contains(name) {
            names.append(name)
        }
        let ordered =
            names.filter { role(of: $0) == .policy } + names.filter { role(of: $0) != .policy }
        nodes = ordered.map { name in
            Node(name: name, kind: builder.kind(of: name), role: role(of: name))
        }
        let position = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, $0) })
        arrows = builder.arrows.enumerated().sorted { left, right in
            let a = position[left.element.from] ?? 0
            let b = position[right.element.from] ?? 0
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element)
    }
}

extension DependencyGraph {
    /// The details and volatile things `policy` reaches, by any path the structure checks
    /// follow, except through a protocol's own extension: what a protocol's default does is the
    /// abstraction's business, and the policy names only the protocol.
    static func reaches(
        of policy: String,
        in module: SourceModule,
        roles: GraphRoles
    ) -> [CodeGraph.Reached] {
        let code = CodeGraph(module: module)
        guard code.declares(policy) else { return [] }
        let protocols = Set(module.types.filter { $0.kind == .protocol }.map(\.name))
        let targets = CodeGraph.Targets(types: Set(roles.details), patterns: Volatile.patterns)
        return code.reached(from: policy, targets: targets).filter { reached in
            !reached.path.contains { node in
                node.owner.map { protocols.contains(String($0.prefix { $0 != "." })) } ?? false
            }
        }
    }
}
