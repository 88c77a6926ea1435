import Foundation
import SourceFacts
import Testing

extension LearnerCode {
    /// Expects no code that `typeName` can run, as the compiler resolves it, to reach any of
    /// `details` or to build any of `built`.
    ///
    /// What the type can run is read as ``expectReachOnly(from:allowing:seams:exempting:details:ignoringOwnDefaults:rootOnly:numbers:rule:sourceLocation:)``
    /// reads it: its members, defaults and initial values, and every function, initializer,
    /// closure and global of the module they use, at any depth. A detour through a helper, a
    /// nested `Wiring` enum, a `convenience init()` or a type alias reaches the detail all the
    /// same, and is reported with the way there:
    /// `GameOfLifeViewController.init() → makeStandardGrid() → Board`. What it reaches outside
    /// the module (a clock, a session) is for `expectReachOnly`.
    ///
    /// - Parameters:
    ///   - typeName: The policy, `GameOfLifeViewController`, or a free function, `greet`.
    ///   - details: Types of the module it must not use in any way: `Board`,
    ///     `ConcreteButtonControllerFactory`.
    ///   - built: Types of the module it may use when handed one, but must not build:
    ///     `ButtonController`, `NewsViewModel`.
    ///   - ignoringOwnDefaults: Whether the default values of the start's own parameters are
    ///     left out, as the caller's business.
    ///   - rule: The rule such a path breaks, in the kata's words.
    ///   - sourceLocation: Where to report a type that does not exist.
    public func expectNoReach(
        from typeName: String,
        to details: [String] = [],
        orBuilding built: [String] = [],
        ignoringOwnDefaults: Bool = false,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        noReach(
            from: typeName,
            to: details,
            orBuilding: built,
            ignoringOwnDefaults: ignoringOwnDefaults,
            amongDetails: false,
            rule: rule,
            sourceLocation: sourceLocation
        )
    }

    /// Expects each of `details`, details among details (the cells, the real services), to
    /// reach none of the others, as
    /// ``expectNoReach(from:to:orBuilding:ignoringOwnDefaults:rule:sourceLocation:)`` reads
    /// it: each says what it is, or does its work, by itself. A detail's file may hold the
    /// others, as a policy's may not.
    ///
    /// - Parameters:
    ///   - details: The details, `["TextCell", "ImageCell", "ButtonCell"]`.
    ///   - rule: The rule one that reaches another breaks, in the kata's words.
    ///   - sourceLocation: Where to report a type that does not exist.
    public func expectDetailsStandAlone(
        _ details: [String],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for detail in details {
            noReach(
                from: detail,
                to: details.filter { $0 != detail },
                orBuilding: [],
                ignoringOwnDefaults: false,
                amongDetails: true,
                rule: rule,
                sourceLocation: sourceLocation
            )
        }
    }

    /// ``expectNoReach(from:to:orBuilding:ignoringOwnDefaults:rule:sourceLocation:)``, with the
    /// rules of a policy's file left out when `typeName` is a detail among the others.
    private func noReach(
        from typeName: String,
        to details: [String],
        orBuilding built: [String],
        ignoringOwnDefaults: Bool,
        amongDetails: Bool,
        rule: String,
        sourceLocation: SourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation),
            declares(typeName, in: compiled, at: sourceLocation)
        else { return }
        func findings(from start: String, rule: String, lead: String) -> [Finding] {
            namedReach(
                from: start,
                in: compiled,
                naming: Set(details),
                notBuilding: Set(built),
                includingDefaults: !ignoringOwnDefaults || start != typeName
            )
            .map { reached in
                let fact =
                    reached.isBuilt
                    ? "\(lead) builds `\(reached.type)`, which it must be handed instead: "
                    : "\(lead) reaches \(Self.quoted(reached.type)): "
                return Finding(
                    at: reached.location ?? reached.start,
                    in: sources,
                    fact: fact + reached.way + ".",
                    rule: rule
                )
            }
        }
        let found = findings(from: typeName, rule: rule, lead: typeName)
        guard !amongDetails else { return report(found, in: sources) }
        // What the policy's file declares beside it is held to the same rule (`PolicyFiles`).
        let files = PolicyFiles(of: [typeName], in: sources.module)
        var besides: [Finding] = []
        for mate in files.mates where !details.contains(mate.name) {
            besides += findings(
                from: mate.name,
                rule: rule + "\n" + files.why(mate, policy: typeName),
                lead: "`\(mate.name)`, in a file that holds code of \(typeName),"
            )
        }
        besides += files.details(details.contains, of: typeName, rule: rule)
        besides += files.aliases(naming: details.contains, of: typeName, rule: rule)
        report(Finding.merging(found, besides, unlessNear: .column), in: sources)
    }

    /// A type of the module that the code of `start` reaches or builds, as
    /// ``CompiledReach/findings(from:allowance:seams:exempting:includingDefaults:rootOnly:naming:notBuilding:written:)``
    /// finds it, with the way there and where it is named.
    private struct NamedReach {
        let type: String
        let isBuilt: Bool
        let way: String
        let location: CompiledLocation?
        let start: CompiledLocation?
    }

    private func namedReach(
        from start: String,
        in compiled: CompilerView.Compiled,
        naming named: Set<String>,
        notBuilding built: Set<String>,
        includingDefaults: Bool
    ) -> [NamedReach] {
        let reach = compiled.reach
        let startLocation = reach.firstLocation(of: start)
        return reach.findings(
            from: start,
            allowance: Allowance(),
            includingDefaults: includingDefaults,
            naming: named,
            notBuilding: built
        )
        .compactMap { found in
            let type: String
            let isBuilt: Bool
            switch found.kind {
            case .named(let name): (type, isBuilt) = (name, false)
            case .creates(let name): (type, isBuilt) = (name, true)
            default: return nil
            }
            let way = (Self.way(found.route) + [type]).joined(separator: " → ")
            return NamedReach(
                type: type,
                isBuilt: isBuilt,
                way: way,
                location: found.location,
                start: startLocation
            )
        }
    }

    /// The steps of a route as the learner wrote them: an addressor is the compiler's way to a
    /// global, a one-time initialization its way to a global's value, an allocating
    /// initializer its way to an `init`, and an implicit closure part of the function that
    /// makes it: none is a step of the code.
    static func way(_ route: [String]) -> [String] {
        var steps: [String] = []
        for step in route where !step.hasPrefix("one-time initialization function for ") {
            var text = ["unsafeMutableAddressor", "unsafeAddressor"].reduce(step) {
                text,
                accessor in
                text.hasSuffix("." + accessor) ? String(text.dropLast(accessor.count + 1)) : text
            }
            .replacingOccurrences(of: ".__allocating_init(", with: ".init(")
            // The right side of `||` or `??` is a closure the compiler makes: its code is the
            // function's own.
            if text.hasPrefix("implicit closure #"), let range = text.range(of: " in ") {
                text = String(text[range.upperBound...])
            }
            // A generic function's clause names its parameters as the compiler does (`A`), not
            // as the learner wrote them.
            text = text.replacingOccurrences(
                of: #"<[^()]*>\("#,
                with: "(",
                options: .regularExpression
            )
            if steps.last != text { steps.append(text) }
        }
        return steps
    }

    /// Expects some code that `typeName` can run, as the compiler resolves it, to use `target`,
    /// a type of the module or of one it imports: an app or a root that must wire the real
    /// detail, not one of its own.
    ///
    /// - Parameters:
    ///   - typeName: The app or root, `PaymentApp`.
    ///   - target: The type it must reach, `Authenticator`.
    ///   - rule: The rule it breaks when it does not, in the kata's words.
    ///   - sourceLocation: Where to report a type that does not exist, or the missing way.
    public func expectReach(
        from typeName: String,
        to target: String,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation),
            declares(typeName, in: compiled, at: sourceLocation)
        else { return }
        // Nothing outside the standard library is allowed, so every use of another module's
        // type is a finding, the target's among them.
        let reached = compiled.reach.findings(
            from: typeName,
            allowance: Allowance(),
            naming: [target]
        )
        .contains { found in
            switch found.kind {
            case .named(let name): return name == target
            case .api(let api):
                let declaration = api.split(separator: "(").first ?? ""
                return declaration.split(separator: " ").last?.split(separator: ".")
                    .contains { $0 == target } ?? false
            default: return false
            }
        }
        guard !reached else { return }
        Issue.record(
            Comment(rawValue: "No code \(typeName) can run uses \(target).\n\(rule)"),
            sourceLocation: sourceLocation
        )
    }

    /// Expects no code that `typeName` can run, as the compiler resolves it (see
    /// ``expectNoReach(from:to:orBuilding:ignoringOwnDefaults:rule:sourceLocation:)``), to cast
    /// to any type but an error: one of the module's types, `Any`, `AnyObject`, a protocol of
    /// the standard library, or a type its caller chooses (`v is K` in a generic helper), with
    /// `as?`, `as!`, `is`, or a `switch` over such patterns; nor to look at what a value is: a
    /// seam's value asked its type, wrapped in `Any`, described or handed to code that asks
    /// nothing of it, a type's name made into text, a `Mirror` or `String(reflecting:)`. A seam
    /// that is cast back, or told apart by its type's name, is no seam.
    ///
    /// - Parameters:
    ///   - typeName: The policy, `ArticleInteractor`.
    ///   - onlyErrors: Whether to look at the casts to errors alone instead (`catch is
    ///     DecodingError`, `error as? URLError`): a policy that shows every failure alike tells
    ///     no error from another, and one that does hides the failures only a real detail
    ///     throws.
    ///   - rule: The rule a cast breaks, in the kata's words.
    ///   - sourceLocation: Where to report a type that does not exist.
    public func expectNoCasts(
        reachedFrom typeName: String,
        onlyErrors: Bool = false,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation),
            declares(typeName, in: compiled, at: sourceLocation)
        else { return }
        let reach = compiled.reach
        let module = reach.module
        // A cast counts when it is to a type of the module, or to one of the protocols any
        // value conforms to or can be asked about (`AnyObject`, `CustomStringConvertible`): a
        // way to look behind a seam. A cast to another module's class (`as? HTTPURLResponse`,
        // the answer of a URL session) looks at that module's values, not at a collaborator;
        // an error's is what a `catch` does.
        let peeks: Set<String> = [
            "Any", "AnyObject", "AnyClass", "CustomStringConvertible",
            "CustomDebugStringConvertible", "CustomReflectable", "TextOutputStreamable",
            "Equatable", "Hashable", "Comparable",
            "Identifiable", "Encodable", "Decodable", "Codable", "Sendable", "NSObject",
            "NSObjectProtocol", "LosslessStringConvertible", "CustomPlaygroundDisplayConvertible",
        ]
        func named(_ type: String) -> String {
            var name = type.hasPrefix("any ") ? String(type.dropFirst("any ".count)) : type
            if name.hasPrefix("Optional<"), name.hasSuffix(">") {
                name = String(name.dropFirst("Optional<".count).dropLast())
            }
            if name.hasPrefix("@thick ") { name = String(name.dropFirst("@thick ".count)) }
            return name.hasSuffix(".Type") ? String(name.dropLast(".Type".count)) : name
        }
        func isError(_ type: String) -> Bool {
            type.hasSuffix("Error")
                || module.conformances.contains { $0.type == type && $0.proto == "Error" }
        }
        let inspections = ["Swift.Mirror.init(reflecting:", "Swift.String.init(reflecting:"]
        let findings = reach.findings(
            from: typeName,
            allowance: Allowance(allowed: ["*"], denied: inspections.map { $0 + "*" })
        )
        .compactMap { found -> Finding? in
            let way = Self.way(found.route).joined(separator: " → ")
            let fact: String
            switch found.kind {
            case .cast(_, let to, let toGenericParameter):
                let type = named(to)
                if onlyErrors {
                    guard isError(type), !toGenericParameter else { return nil }
                } else if toGenericParameter {
                    fact =
                        "\(typeName) tests a value against a type its caller chooses (`\(to)`): \(way)."
                    return Finding(at: found.location, in: sources, fact: fact, rule: rule)
                } else {
                    guard !isError(type),
                        module.typeKinds[type] != nil || peeks.contains(type)
                    else { return nil }
                }
                fact = "\(typeName) casts to `\(type)`: \(way)."
            case .opensSeam(let proto, let how) where !onlyErrors && !how.hasPrefix("cast"):
                let article = "AEIOU".contains(proto.first ?? "P") ? "an" : "a"
                fact =
                    "\(typeName) looks at \(article) `\(proto)` beyond what the protocol says: it "
                    + "is \(how): \(way)."
            case .typeName(let type) where !onlyErrors:
                fact = "\(typeName) makes the name of a type into text (`\(type)`): \(way)."
            case .api(let api) where !onlyErrors && inspections.contains(where: api.hasPrefix):
                fact = "\(typeName) looks at what a value is with `\(api)`: \(way)."
            default:
                return nil
            }
            return Finding(at: found.location, in: sources, fact: fact, rule: rule)
        }
        report(findings, in: sources)
    }

    /// Expects the module to keep no shared state: no global or static stored property that
    /// holds more than a constant, as the compiler types it (a singleton, `static let shared =
    /// …`, a `static var`, a closure made once), and no global instance outside `rootFiles`.
    ///
    /// A value is fine: `static let side = 20.0`, `static let origin = Point(x: 0, y: 0)`.
    ///
    /// - Parameters:
    ///   - rootFiles: The files that may hold a global `let` instance, `CompositionRoot.swift`;
    ///     none may hold a static one or a variable.
    ///   - rule: The rule shared state breaks, in the kata's words.
    ///   - sourceLocation: Where to report the sources not being readable.
    public func expectNoSharedState(
        outside rootFiles: [String] = [],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation)
        else { return }
        let module = sources.module
        var findings: [Finding] = []
        for shared in compiled.reach.sharedState() {
            let path = shared.path
            let isStatic = path.count > 1
            // Where the learner declared it, read from the sources: the compiler gives a global
            // no place.
            let declared: (file: SourceFile, property: PropertyDeclaration)? =
                isStatic
                ? module.files.lazy.compactMap { file in
                    file.types.lazy.filter { type in
                        type.name.split(separator: ".").last == path.dropLast().last?[...]
                    }
                    .compactMap { type in
                        type.properties.first { $0.name == path.last && $0.isStatic }
                    }
                    .first.map { (file, $0) }
                }.first
                : module.files.lazy.compactMap { file in
                    file.properties.first { $0.name == path[0] }.map { (file, $0) }
                }.first
            guard let declared else { continue }
            if !isStatic, shared.isLet, Self.file(declared.file.name, isOneOf: rootFiles) {
                continue
            }
            let what: String
            switch (isStatic, shared.isLet) {
            case (false, false): what = "a global variable"
            case (false, true): what = "a global instance, shared by all the program"
            case (true, false): what = "a static variable"
            case (true, true):
                what =
                    "a singleton: a static property that keeps one value for the whole "
                    + "program, an object or one that may hold one (a class, a protocol's "
                    + "value, a closure, or a type this module cannot see into)"
            }
            findings.append(
                Finding(
                    file: declared.file.path,
                    position: declared.property.position,
                    fact: "`\(path.joined(separator: "."))` is \(what).",
                    rule: rule
                )
            )
        }
        report(findings, in: sources)
    }

    /// `Board()` in backquotes; a phrase such as "the global `locator`" as it is.
    static func quoted(_ target: String) -> String {
        target.hasPrefix("the ") ? target : "`\(target)`"
    }
}
