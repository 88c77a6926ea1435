import Foundation
import SourceFacts

extension CodeGraph.Node {
    /// The name without its labels: `makeStandardGrid` for `makeStandardGrid()`.
    fileprivate var baseName: String { String(name.prefix { $0 != "(" }) }
}

/// Gathers arrows while the code is read, merging those that join the same nodes the same way.
struct ArrowCollector {
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
        if Volatile.types.contains(name) {
            volatileNames.insert(name)
            add(owner, name, kind, via: via)
        } else if known[name] != nil {
            add(owner, name, kind, via: via)
        }
    }

    /// The arrows a run of code draws, read as the structure checks read it
    /// (``CodeReference``): the known types it creates or names, the free functions it calls,
    /// `Date()` and `Date.now`, and shared instances (``Volatile``).
    private mutating func collectCode(_ tokens: [Token], owner: String, via: String) {
        for reference in CodeReference.all(in: tokens) {
            let name = reference.name
            switch reference.kind {
            case .creates where name == "Date" && reference.arguments?.isEmpty == true:
                volatileNames.insert("Date()")
                add(owner, "Date()", .creates, via: via)
            case .member("now") where name == "Date":
                volatileNames.insert("Date()")
                add(owner, "Date()", .uses, via: via)
            case .member(let member)
            where (known[name] != nil || Volatile.types.contains(name))
                && Volatile.isSharedInstance(type: name, member: member):
                // A singleton: the shared instance of a volatile type, or of one of the module's.
                let singleton = "\(name).\(member)"
                volatileNames.insert(singleton)
                add(owner, singleton, .uses, via: via)
            case .creates:
                addReferenced(owner, name, .creates, via: via)
            case .member, .type:
                addReferenced(owner, name, .uses, via: via)
            case .name where known[name] == .function:
                add(owner, name, reference.arguments == nil ? .uses : .creates, via: via)
            case .name, .implicitMember, .valueMember:
                continue
            }
        }
    }

    /// An arrow to the type `name` a body names, or to the known types its alias stands for.
    private mutating func addReferenced(
        _ owner: String,
        _ name: String,
        _ kind: DependencyGraph.ArrowKind,
        via: String
    ) {
        guard let targets = aliases[name] else {
            return addNamed(owner, name, kind, via: via)
        }
        for target in targets where known[target] != nil {
            add(owner, target, kind, via: via)
        }
    }
}
