import SourceFacts
import Testing

extension LearnerCode {
    /// Expects no code that `typeName` can run to reach any of `details`, any of `volatile`, or
    /// a global that holds an object or can change.
    ///
    /// What the type can run is its members (default arguments, initial values and declared
    /// types included), its extensions and its protocols' default implementations, and, from
    /// there, every free function, global, static member and type of the module they call,
    /// read or create, at any depth. A detour through a helper, a nested `Wiring` enum, a
    /// `convenience init()` or a type alias reaches the detail all the same, and is reported
    /// with the way there: `GameOfLifeViewController.init() → makeStandardGrid() → Board()`.
    ///
    /// - Parameters:
    ///   - typeName: The policy, `GameOfLifeViewController`, or a free function, `greet`.
    ///   - details: Types it must not name in any way: `Board`, `ConcreteButtonControllerFactory`.
    ///   - volatile: Code it must not run: `Date()`, `URLSession.shared`, `.shared`,
    ///     `URLSession(` (any creation).
    ///   - globals: Whether reading a global or static property that holds an object or can
    ///     change is reported too.
    ///   - ignoringOwnDefaults: Whether the default values of the start's own parameters are
    ///     left out, as the caller's business: `at date: Date = Date()`.
    ///   - rule: The rule such a path breaks, in the kata's words.
    ///   - sourceLocation: Where to report a type that does not exist.
    public func expectNoReach(
        from typeName: String,
        to details: [String] = [],
        orTo volatile: [String] = [],
        orToGlobals globals: Bool = true,
        ignoringOwnDefaults: Bool = false,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let graph = graph(of: typeName, in: sources, at: sourceLocation)
        else { return }
        let targets = CodeGraph.Targets(
            types: Set(details),
            patterns: volatile + (globals ? Self.systemSingletons : []),
            globals: globals
        )
        let findings = graph.reached(
            from: typeName,
            targets: targets,
            ignoringOwnDefaults: ignoringOwnDefaults
        )
        .map { reached in
            Finding(
                file: reached.file,
                position: reached.reference.position,
                fact: "\(typeName) reaches \(Self.quoted(reached.target)): \(reached.route).",
                rule: rule
            )
        }
        // What the policy's file declares beside it is held to the same rule (`PolicyFiles`).
        let files = PolicyFiles(of: [typeName], in: sources.module)
        var besides: [Finding] = []
        for mate in files.mates where !details.contains(mate.name) {
            besides += graph.reached(from: mate.name, targets: targets).map { reached in
                Finding(
                    file: reached.file,
                    position: reached.reference.position,
                    fact: "`\(mate.name)`, in a file that holds code of \(typeName), reaches "
                        + "\(Self.quoted(reached.target)): \(reached.route).",
                    rule: rule + "\n" + files.why(mate, policy: typeName)
                )
            }
        }
        besides += files.details(details.contains, of: typeName, rule: rule)
        besides += files.aliases(naming: details.contains, of: typeName, rule: rule)
        report(Finding.merging(findings, besides, unlessNear: .column), in: sources)
    }

    /// The process-wide instances the system keeps, which are globals as much as the module's
    /// own: what one test writes there, the next one reads.
    public static let systemSingletons = Volatile.systemSingletons

    /// Expects some code that `typeName` can run, by any path as
    /// ``expectNoReach(from:to:orTo:orToGlobals:rule:sourceLocation:)`` follows it, to name
    /// `target`: an app or a root that must wire the real detail, not one of its own.
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
            let graph = graph(of: typeName, in: sources, at: sourceLocation)
        else { return }
        let reached = graph.reached(from: typeName, targets: CodeGraph.Targets(types: [target]))
        guard reached.isEmpty else { return }
        Issue.record(
            Comment(rawValue: "No code \(typeName) can run names \(target).\n\(rule)"),
            sourceLocation: sourceLocation
        )
    }

    /// Expects no code that `typeName` can run (as ``expectNoReach(from:to:orTo:orToGlobals:rule:sourceLocation:)``
    /// follows it) to cast to any type but an error: one of the module's types, `Any`,
    /// `AnyObject`, a protocol of the standard library, or a type its caller chooses (`v is K` in
    /// a generic helper), with `as?`, `as!`, `is`, or a `switch` over such patterns; nor to look
    /// at what a value is with `type(of:)`, a `Mirror`, `String(reflecting:)`, `T.self` of a
    /// generic parameter, or `String(describing:)` of a value whose type does not describe
    /// itself. A seam that is cast back, or told apart by its type's name, is no seam.
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
            let graph = graph(of: typeName, in: sources, at: sourceLocation)
        else { return }
        let module = sources.module
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
        let findings = graph.casts(reachedFrom: typeName).filter { cast in
            let toError = cast.type.hasSuffix("Error") || module.conforms(cast.type, to: "Error")
            if onlyErrors { return toError && !cast.isInspection && !cast.isGenericParameter }
            if cast.isInspection || cast.isGenericParameter { return true }
            if toError { return false }
            return module.kind(of: cast.type) != nil || peeks.contains(cast.type)
        }.map { cast in
            let fact: String
            if cast.isInspection {
                fact = "\(typeName) looks at what a value is with `\(cast.text)`: \(cast.route)."
            } else if cast.isGenericParameter {
                fact =
                    "\(typeName) tests a value against a type its caller chooses "
                    + "(`\(cast.text)`): \(cast.route)."
            } else {
                fact = "\(typeName) casts to `\(cast.type)` (`\(cast.text)`): \(cast.route)."
            }
            return Finding(file: cast.file, position: cast.position, fact: fact, rule: rule)
        }
        report(findings, in: sources)
    }

    /// Expects the module to keep no shared state: no static stored property that holds an
    /// object or can change (a singleton, `static let shared = …`, or a `static var`), and no
    /// global variable or global instance outside `rootFiles`.
    ///
    /// A value is fine: `static let side = 20.0`, `static let origin = Point(x: 0, y: 0)`.
    ///
    /// - Parameters:
    ///   - rootFiles: The files that may hold a global instance, `CompositionRoot.swift`; none
    ///     may hold a static one.
    ///   - rule: The rule shared state breaks, in the kata's words.
    ///   - sourceLocation: Where to report the sources not being readable.
    public func expectNoSharedState(
        outside rootFiles: [String] = [],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        var findings: [Finding] = []
        for file in module.files {
            for property in file.properties
            where property.isStored && CodeGraph.holdsSharedState(property, in: module)
                && (property.keyword == "var" || !Self.file(file.name, isOneOf: rootFiles))
            {
                let what =
                    property.keyword == "var"
                    ? "a global variable" : "a global instance, shared by all the program"
                findings.append(
                    Finding(
                        file: file.path,
                        position: property.position,
                        fact: "`\(property.name)` is \(what).",
                        rule: rule
                    )
                )
            }
            for type in file.types {
                for property in type.properties
                where property.isStatic && property.isStored
                    && CodeGraph.holdsSharedState(property, in: module)
                {
                    let what =
                        property.keyword == "var"
                        ? "a static variable"
                        : "a singleton: a static property that keeps one value for the whole "
                            + "program, an object or one that may hold one (a class, a "
                            + "protocol's value, or a type this module cannot see into)"
                    findings.append(
                        Finding(
                            file: file.path,
                            position: property.position,
                            fact: "\(type.simpleName).\(property.name) is \(what).",
                            rule: rule
                        )
                    )
                }
            }
        }
        report(findings, in: sources)
    }

    /// The code graph of the module, when it declares a type or a free function called `name`;
    /// otherwise nil, after recording that it does not.
    private func graph(
        of name: String,
        in sources: Sources,
        at sourceLocation: SourceLocation
    ) -> CodeGraph? {
        let graph = CodeGraph(module: sources.module)
        guard graph.declares(name) else {
            Issue.record(
                Comment(rawValue: "No type or function named \(name) was found in \(moduleName)."),
                sourceLocation: sourceLocation
            )
            return nil
        }
        return graph
    }

    /// `Board()` in backquotes; a phrase such as "the global `locator`" as it is.
    static func quoted(_ target: String) -> String {
        target.hasPrefix("the ") ? target : "`\(target)`"
    }
}
