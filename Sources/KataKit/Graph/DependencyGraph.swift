import Foundation
import SourceFacts

/// The dependency arrows of a kata's code: which type names which, and how.
///
/// Nodes are the module's types and free functions, the outside abstractions the kata names,
/// and the volatile things code reaches for (`URLSession`, `Date()`, `.shared` singletons…). An
/// arrow from A to B means A names B: in a stored property, in a parameter, in a body, or in
/// its conformances. An arrow from a policy to a detail or to something volatile breaks the
/// Dependency Inversion Principle and is flagged; which types are policies and which are details
/// is declared by the kata, never guessed.
struct DependencyGraph: Equatable {
    /// What a node is.
    enum NodeKind: String, Equatable {
        /// A protocol: an abstraction.
        case `protocol`
        /// A class, struct, enum or actor of the module.
        case concrete
        /// A function declared outside any type.
        case function
        /// Something outside the process or outside the program's control.
        case volatile
        /// A plain value passed in, such as a `Date`: stable, whoever makes it.
        case value
        /// A module of the package, in a kata about modules.
        case module
        /// A module that holds a contract only: an abstraction other modules depend on.
        case contractModule
    }

    /// What a node does in the kata's design.
    enum Role: String, Equatable {
        /// High-level code: the rules the kata protects.
        case policy
        /// Low-level code: one way among others of doing a job.
        case detail
        /// Neither.
        case other
    }

    /// One box of the diagram.
    struct Node: Equatable {
        let name: String
        let kind: NodeKind
        let role: Role
    }

    /// How one node names another.
    enum ArrowKind: String, Equatable, CaseIterable {
        /// A stored property of that type.
        case stores
        /// A parameter of that type.
        case takes
        /// A body creates one: `Cart()`, `Date()`.
        case creates
        /// A body names it otherwise: a cast, a static member.
        case uses
        /// A conformance or inheritance.
        case conforms
        /// A module's dependency on another, in `Package.swift`.
        case depends
    }

    /// One arrow, with every place in the code that draws it.
    struct Arrow: Equatable {
        let from: String
        let to: String
        let kind: ArrowKind
        /// Where: property names, function names (`init(profileView:)`), in order of reading.
        var via: [String]
        /// Whether it goes from a policy to a detail or to something volatile, or to code that
        /// builds or reaches for one.
        var isFlagged: Bool
        /// When the arrow is flagged for what the code it points to does, the way from the
        /// policy to the detail: `init(board:…) → makeStandardGrid() → Board()`.
        var reach: Reach? = nil
    }

    /// A detail or a volatile thing a policy reaches through other code, as the structure
    /// checks follow it.
    struct Reach: Equatable {
        /// What is reached, as the code spells it: `Board()`, `URLSession.shared`.
        let target: String
        /// Whether it is volatile rather than one of the kata's details.
        let isVolatile: Bool
        /// The way there: `GameOfLifeViewController.init(board:) → makeStandardGrid() → Board()`.
        let route: String
    }

    /// The boxes, policies first, then in the order the code declares them.
    let nodes: [Node]
    /// The arrows, in the order of their nodes.
    let arrows: [Arrow]

    /// The arrows that break the principle.
    var flagged: [Arrow] { arrows.filter(\.isFlagged) }

    /// The one-line reading of the diagram, from the same arrows: the first arrow that breaks
    /// the principle, in plain words, or that none does.
    var reading: String {
        guard let arrow = flagged.first else {
            let policies = nodes.filter { $0.role == .policy }.map(\.name)
            if nodes.contains(where: { $0.kind == .module }) {
                return "No arrow goes from \(Self.list(policies, joinedBy: "or")) to a detail "
                    + "module, directly or through another module."
            }
            var reading =
                "No arrow goes from \(Self.list(policies, joinedBy: "or")) to a detail, and none "
                + "builds or reaches for anything volatile."
            let given = arrows.filter { arrow in
                policies.contains(arrow.from) && [.stores, .takes].contains(arrow.kind)
                    && nodes.first { $0.name == arrow.to }?.kind == .volatile
            }
            var receivers: [String: [String]] = [:]
            for arrow in given where receivers[arrow.to]?.contains(arrow.from) != true {
                receivers[arrow.to, default: []].append(arrow.from)
            }
            for name in receivers.keys.sorted() {
                reading += " \(name) is given to \(Self.list(receivers[name]!)), as it should be."
            }
            return reading
        }
        let elsewhere = flagged.filter { $0.from != arrow.from }.count
        let rest = elsewhere == 0 ? "" : " (\(elsewhere) more flagged arrows elsewhere)"
        if let reach = arrow.reach {
            let what = reach.isVolatile ? "the volatile" : "the concrete"
            let others = flagged.filter { $0.from == arrow.from && $0 != arrow }.count
            let more = others == 0 ? "" : "; \(others) more of its arrows break the rule"
            return "\(arrow.from) reaches \(what) \(reach.target) through \(arrow.to): "
                + "\(reach.route)\(more)\(rest)."
        }
        let target = nodes.first { $0.name == arrow.to }
        let what: String
        switch target?.kind {
        case .volatile: what = "the volatile"
        case .module: what = "the detail module"
        default: what = "the concrete"
        }
        if target?.kind == .module, target?.role != .detail {
            return "\(arrow.from) depends on \(arrow.to), which depends on a detail module "
                + "(\(Self.list(nodes.filter { $0.role == .detail }.map(\.name)))): the "
                + "policy reaches the detail through it\(rest)."
        }
        var places: [String] = []
        for same in flagged where same.from == arrow.from && same.to == arrow.to {
            places += same.via.map { "`\($0)`" }.filter { !places.contains($0) }
        }
        let through = Self.list(places)
        let others = flagged.filter { $0.from == arrow.from && $0.to != arrow.to }.map(\.to)
        var otherNames: [String] = []
        for name in others where !otherNames.contains(name) { otherNames.append(name) }
        let more = otherNames.isEmpty ? "" : "; it also names \(Self.list(otherNames))"
        return "\(arrow.from) depends on \(what) \(arrow.to) through \(through)\(more)\(rest)."
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String], joinedBy word: String = "and") -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "its code" }
        return items.dropLast().joined(separator: ", ") + " \(word) " + last
    }
}

/// What a kata's `kata.json` says of its diagram.
struct GraphRoles: Codable, Sendable, Equatable {
    /// The high-level types and functions, whose arrows to details are flagged.
    let policies: [String]
    /// The low-level types the policies must not name.
    var details: [String] = []
    /// Outside abstractions to draw, such as `CustomStringConvertible`.
    var abstractions: [String]? = nil
    /// Types of the module left out of the picture, such as plain values.
    var omit: [String]? = nil
    /// Values worth drawing when code takes or keeps them, such as `Date`.
    var values: [String]? = nil
    /// In a kata about modules, which modules are policies, details and contracts, for the
    /// module view of `kata graph`.
    var modules: ModuleRoles? = nil

    /// The roles of a package's modules.
    struct ModuleRoles: Codable, Sendable, Equatable {
        /// The modules whose arrows to details are flagged: `Payment`.
        let policies: [String]
        /// The modules they must not depend on: `Authentication`.
        let details: [String]
        /// The thin modules of contracts both may depend on: `AuthenticationContract`.
        var contracts: [String] = []
    }

    /// The collaborators a policy is given, where `kata verify` generates its mutants.
    var seams: [Seam]? = nil

    /// One collaborator a policy's initializer (or one of its functions) takes, and the
    /// concrete detail it stands for.
    struct Seam: Codable, Sendable, Equatable {
        /// The policy: `GameOfLifeViewController`.
        let policy: String
        /// The function that takes it, by base name: `init` unless said otherwise.
        var function: String? = nil
        /// The argument label: `board`.
        let parameter: String
        /// Code that builds the detail: `Board()`.
        let detail: String
        /// Modules the detail's code needs imported where it is built (each imported only where
        /// it can be: `FoundationNetworking` exists on Linux alone).
        var imports: [String]? = nil
        /// In a kata about modules, the modules the policy's module must depend on to build the
        /// detail: a mutant adds them to its target in `Package.swift`.
        var dependsOn: [String]? = nil
    }
}

extension DependencyGraph {
    /// Outside names that make a volatile node whenever code names them.
    static let volatileTypes: Set<String> = [
        "URLSession", "FileManager", "UserDefaults", "NotificationCenter", "ProcessInfo", "Timer",
    ]

    /// The volatile code a policy must not reach through other code, as structure checks
    /// spell it: the clock, any shared instance, and the volatile types being made.
    static let volatilePatterns: [String] =
        [
            "Date()", "Date.now", ".shared", "UserDefaults.standard", "FileManager.default",
            "NotificationCenter.default", "ProcessInfo.processInfo",
        ] + volatileTypes.sorted().map { "\($0)(" }

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
            if roles.policies.contains(name) { return .policy }
            if roles.details.contains(name) { return .detail }
            return .other
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
        let targets = CodeGraph.Targets(types: Set(roles.details), patterns: volatilePatterns)
        return code.reached(from: policy, targets: targets).filter { reached in
            !reached.path.contains { node in
                node.owner.map { protocols.contains(String($0.prefix { $0 != "." })) } ?? false
            }
        }
    }
}

extension CodeGraph.Node {
    /// The name without its labels: `makeStandardGrid` for `makeStandardGrid()`.
    fileprivate var baseName: String { String(name.prefix { $0 != "(" }) }
}

/// Gathers arrows while the code is read, merging those that join the same nodes the same way.
private struct ArrowCollector {
    let known: [String: DependencyGraph.NodeKind]
    /// The module's type aliases, by name, with the names each stands for.
    var aliases: [String: [String]] = [:]
    let isFlagged: (String, String, DependencyGraph.ArrowKind, DependencyGraph.NodeKind) -> Bool
    private(set) var arrows: [DependencyGraph.Arrow] = []
    private var volatileNames: Set<String> = []

    init(
        known: [String: DependencyGraph.NodeKind],
        isFlagged:
            @escaping (String, String, DependencyGraph.ArrowKind, DependencyGraph.NodeKind) -> Bool
    ) {
        self.known = known
        self.isFlagged = isFlagged
    }

    func kind(of name: String) -> DependencyGraph.NodeKind {
        if volatileNames.contains(name) { return .volatile }
        return known[name] ?? .concrete
    }

    mutating func add(_ from: String, _ to: String, _ kind: DependencyGraph.ArrowKind, via: String)
    {
        guard from != to else { return }
        if let index = arrows.firstIndex(where: {
            $0.from == from && $0.to == to && $0.kind == kind
        }) {
            if !arrows[index].via.contains(via) { arrows[index].via.append(via) }
            return
        }
        arrows.append(
            DependencyGraph.Arrow(
                from: from,
                to: to,
                kind: kind,
                via: [via],
                isFlagged: isFlagged(from, to, kind, self.kind(of: to))
            )
        )
    }

    mutating func collect(_ declaration: TypeDeclaration, module: SourceModule) {
        let owner = declaration.simpleName
        for inherited in declaration.inheritance.flatMap(\.names) where known[inherited] != nil {
            add(
                owner,
                inherited,
                .conforms,
                via: declaration.kind == .extension ? "extension" : "declaration"
            )
        }
        let scope = declaration.genericParameters
        for property in declaration.properties where property.isStored {
            if let type = property.type {
                for name in module.resolvedNames(of: type, genericParameters: scope) {
                    addNamed(owner, name, .stores, via: property.name)
                }
            }
            collectCode(property.initialValue ?? [], owner: owner, via: property.name)
        }
        for property in declaration.properties {
            collectCode(property.accessors ?? [], owner: owner, via: property.name)
        }
        for function in declaration.functions {
            collectSignature(of: function, owner: owner, scope: scope, module: module)
            collectBody(of: function, owner: owner, module: module)
        }
    }

    mutating func collectBody(of function: FunctionDeclaration, owner: String, module: SourceModule)
    {
        if owner == function.name {
            collectSignature(of: function, owner: owner, scope: [], module: module)
        }
        collectCode(function.body ?? [], owner: owner, via: function.fullName)
    }

    private mutating func collectSignature(
        of function: FunctionDeclaration,
        owner: String,
        scope: [GenericParameter],
        module: SourceModule
    ) {
        for parameter in function.parameters {
            let names = module.resolvedNames(
                of: parameter.type,
                genericParameters: scope + function.genericParameters
            )
            for name in names { addNamed(owner, name, .takes, via: function.fullName) }
            collectCode(parameter.defaultValue ?? [], owner: owner, via: function.fullName)
        }
    }

    /// Flags each arrow from a policy to code that builds or reaches for a detail or a
    /// volatile thing, by any path the structure checks follow (a helper function, a static
    /// member, a wiring enum, a member of an extension of `Optional`): the picture and its
    /// reading then tell the same story as the checker. An arrow is added when the policy
    /// reaches that code without naming it in a way the diagram draws.
    mutating func flagReaches(of roles: GraphRoles, in module: SourceModule) {
        for policy in roles.policies {
            for reached in DependencyGraph.reaches(of: policy, in: module, roles: roles) {
                let detail = roles.details.first { reached.target.contains($0) }
                let reach = DependencyGraph.Reach(
                    target: reached.target,
                    isVolatile: detail == nil,
                    route: reached.route
                )
                let name: String
                var isTheThing = false
                if let hop = reached.path.first(where: { !Self.isCode($0, of: policy) }) {
                    // The first code on the way that is not the policy's: a helper, a wiring
                    // type, a detail's static member. What a protocol's own extension does is
                    // the abstraction's business, as its defaults are: the policy names only
                    // the protocol.
                    let outer = hop.owner.map { String($0.prefix { $0 != "." }) } ?? hop.baseName
                    name = known[outer] != nil ? outer : hop.label
                } else {
                    // The policy's own code, a nested type's included, which its arrows draw
                    // unless a nested type does the work: then the thing itself.
                    if arrows.contains(where: { $0.from == policy && $0.isFlagged }) { continue }
                    name = detail ?? reached.reference.text
                    isTheThing = true
                }
                // The arrow that runs the code, a creation or a use, before one that keeps or
                // takes the type.
                let candidates = arrows.indices.filter {
                    arrows[$0].from == policy && arrows[$0].to == name
                        && arrows[$0].kind != .conforms
                }
                if let index = candidates.first(where: {
                    [.creates, .uses].contains(arrows[$0].kind)
                })
                    ?? candidates.first
                {
                    if !arrows[index].isFlagged {
                        arrows[index].isFlagged = true
                        arrows[index].reach = reach
                    }
                } else {
                    if isTheThing, detail == nil { volatileNames.insert(name) }
                    arrows.append(
                        DependencyGraph.Arrow(
                            from: policy,
                            to: name,
                            kind: .uses,
                            via: [reached.path.first?.name ?? policy],
                            isFlagged: true,
                            reach: reach
                        )
                    )
                }
            }
        }
    }

    /// Whether `node` is code of `policy`: one of its members, a member of a type nested in it,
    /// or the policy itself when it is a free function.
    private static func isCode(_ node: CodeGraph.Node, of policy: String) -> Bool {
        guard let owner = node.owner else { return node.baseName == policy }
        return owner == policy || owner.hasPrefix(policy + ".")
    }

    /// An arrow to `name` when the diagram draws it: a known node or a volatile type.
    private mutating func addNamed(
        _ owner: String,
        _ name: String,
        _ kind: DependencyGraph.ArrowKind,
        via: String
    ) {
        if DependencyGraph.volatileTypes.contains(name) {
            volatileNames.insert(name)
            add(owner, name, kind, via: via)
        } else if known[name] != nil {
            add(owner, name, kind, via: via)
        }
    }

    /// The arrows a run of code draws: the known types it creates or names, `Date()` and
    /// `Date.now`, and `.shared`-style singletons.
    private mutating func collectCode(_ tokens: [Token], owner: String, via: String) {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let afterNext = index + 2 < tokens.count ? tokens[index + 2] : nil
            defer { index += 1 }
            guard token.kind == .word else { continue }
            let isMember = index > 0 && tokens[index - 1].text == "."
            if isMember { continue }
            if token.text == "Date", next?.text == "(", afterNext?.text == ")" {
                volatileNames.insert("Date()")
                add(owner, "Date()", .creates, via: via)
            } else if token.text == "Date", next?.text == ".", afterNext?.text == "now" {
                volatileNames.insert("Date()")
                add(owner, "Date()", .uses, via: via)
            } else if next?.text == ".", let member = afterNext,
                DependencyGraph.volatileTypes.contains(token.text)
                    && ["shared", "default", "standard", "main"].contains(member.text)
                    || known[token.text] != nil && member.text == "shared"
            {
                // A singleton: the shared instance of a volatile type, or of one of the module's.
                let name = "\(token.text).\(member.text)"
                volatileNames.insert(name)
                add(owner, name, .uses, via: via)
            } else if let targets = aliases[token.text] {
                for target in targets where known[target] != nil {
                    add(owner, target, next?.text == "(" ? .creates : .uses, via: via)
                }
            } else if DependencyGraph.volatileTypes.contains(token.text) {
                volatileNames.insert(token.text)
                add(owner, token.text, next?.text == "(" ? .creates : .uses, via: via)
            } else if known[token.text] != nil {
                add(owner, token.text, next?.text == "(" ? .creates : .uses, via: via)
            }
        }
    }
}

extension DependencyGraph {
    /// The arrows between the modules of a package, from SwiftPM's own reading of its
    /// manifest: a policy module's dependency on a detail module, directly or through another
    /// module, is flagged.
    init(package: PackageGraph, roles: GraphRoles.ModuleRoles) {
        let targets = package.targets.filter { !$0.isTest }
        let names = Set(targets.map(\.name))
        func role(of name: String) -> Role {
            if roles.policies.contains(name) { return .policy }
            if roles.details.contains(name) { return .detail }
            return .other
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

extension Kata {
    /// The arrows between the modules of the version kept in `folder` (a package: Before,
    /// After, the exercise), as SwiftPM, run through `processes`, reads its manifest.
    func moduleGraph(of folder: URL, processes: any ProcessRunning) throws -> DependencyGraph {
        guard let roles = metadata.graph?.modules else {
            throw KataError.brokenKata(
                self.folder,
                reason: "Katas/\(self.folder)/kata.json declares no module roles (graph.modules)"
            )
        }
        let manifest = folder.appendingPathComponent("Package.swift")
        do {
            return DependencyGraph(package: try processes.packageGraph(of: manifest), roles: roles)
        } catch {
            throw KataError.refused(
                "\(manifest.path) cannot be read by SwiftPM, so its modules cannot be drawn: "
                    + "\(error)"
            )
        }
    }
}
