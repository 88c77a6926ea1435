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

        /// The role of `name`, among the `policies` and `details` a kata declares.
        init(of name: String, policies: [String], details: [String]) {
            self =
                policies.contains(name) ? .policy : details.contains(name) ? .detail : .other
        }
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
