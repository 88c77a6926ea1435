import SourceFacts
import Testing

extension LearnerCode {
    /// Expects the module to use `type` (a container) itself only in the code of `root` and in
    /// the code the root runs, read from the compiler: a call of one of its members, a new one
    /// made, or its type named. An app's entry that registers into the root's container after
    /// the root has built it (`App.launch()`), or a helper nobody but such an entry calls, is a
    /// second composition root: the app a user runs is wired there, the root the tests build
    /// is not. A feature's assembly that the root calls (`OrdersAssembly.register(in:)`) is the
    /// root's own code.
    ///
    /// - Parameters:
    ///   - type: The type only the root may use, `Container`; its own code is left out.
    ///   - root: The composition root, `AppAssembly`.
    ///   - rule: The rule such a use breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectUsedOnlyByTheRoot(
        _ type: String,
        root: String,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation)
        else { return }
        guard declares(root, in: compiled, at: sourceLocation) else { return }
        let reach = compiled.reach
        let own = Set(reach.ownFunctions().map(\.mangled))
        // The code the root runs: its own, and every function of the module it calls, at any
        // depth; a method called through a class's table stands for every method of that class,
        // a requirement called through a protocol for every witness of it.
        let run = reach.walk(from: reach.functions(of: root)) { _, reference in
            switch reference.kind {
            case .symbol(let called) where own.contains(called): [called]
            case .classMethod(let owner, _): reach.functions(of: owner)
            case .requirement(let proto, let member):
                (reach.module.witnesses["\(proto).\(member)"] ?? []).map(\.function)
            default: []
            }
        }
        func isOf(_ mangled: String) -> Bool {
            reach.symbol(mangled).map { $0.module == moduleName && $0.path.first == type }
                ?? false
        }
        var findings: [Finding] = []
        for function in reach.ownFunctions() where !run.contains(function.mangled) {
            guard let owner = reach.symbol(function.mangled)?.path.first, owner != type else {
                continue
            }
            let use = function.references.first { reference in
                switch reference.kind {
                case .symbol(let called): isOf(called)
                case .classMethod(let owner, _), .typeUse(let owner): owner == type
                default: false
                }
            }
            guard let use else { continue }
            findings.append(
                Finding(
                    at: use.location,
                    in: sources,
                    fact: "\(function.name) uses `\(type)` itself, and \(root) never runs it: "
                        + "it wires the app a second time, outside the root.",
                    rule: rule
                )
            )
        }
        report(findings, in: sources)
    }
}

extension LearnerCode {
    /// Expects the composition root `root` to compose only, read from the compiler: its code
    /// (its members and the closures it registers) makes objects and hands them over, and
    /// calls no method of another type of the package and no requirement of the module's
    /// protocols. A load, a sign-in or a reading of a detail's state made while wiring happens
    /// at launch, before anyone asked for it, and a state read then is frozen for good. And
    /// the root's side calls the root's tools (the members of `rootOnly`) and its own helpers
    /// on every path: a registration or a check made only when the container already holds
    /// something wires a test's app one way and the user's another.
    ///
    /// - Parameters:
    ///   - root: The composition root, `AppServices`.
    ///   - rootOnly: Types only the root uses, whose members are its own tools: `Container`.
    ///   - rule: The rule such a call breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectRootOnlyComposes(
        _ root: String,
        rootOnly: Set<String> = [],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation),
            declares(root, in: compiled, at: sourceLocation)
        else { return }
        let uses = compiled.reach.workWhileComposing(root: root, rootOnly: rootOnly)
        let work = sources.findings(of: uses, rule: rule) {
            "\($0.function) calls `\($0.api)` while it wires the app."
        }
        let branches = compiled.reach.toolsUsedOnSomePaths(root: root, rootOnly: rootOnly)
        let decided = sources.findings(of: branches, rule: rule) {
            "\($0.function) calls `\($0.api)` on some of its paths only (under an `if`, a "
                + "`guard`, a `switch`, a loop, `&&`, `||` or `??`): the root wires every app the "
                + "same way, whatever it is handed, or the app a user runs is wired in a way no "
                + "test saw."
        }
        report(work + decided, in: sources)
    }
}

extension LearnerCode {
    /// Expects every answer the module gives to a requirement of `contract` to ask that
    /// requirement at most once, read from the compiler: the witness of a type of the module
    /// (a decorator the root wraps around a real detail), with the closures and the helpers of
    /// the module it runs, calls the requirement of that name, on whatever it wraps, in one
    /// place at most. A decorator that asks again after a "no", or asks twice and keeps either
    /// answer, makes the detail do its work twice where the Before code asked once: a real
    /// authenticator prompts the user twice.
    ///
    /// - Parameters:
    ///   - contract: The protocol whose requirements are forwarded, `Authenticating`.
    ///   - rule: The rule a second call breaks, in the kata's words.
    ///   - sourceLocation: Where to report the sources not being readable.
    public func expectRequirementsAskedOnce(
        of contract: String,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation)
        else { return }
        let reach = compiled.reach
        let own = Set(reach.ownFunctions().map(\.mangled))
        func base(_ member: String) -> Substring { member.prefix { $0 != "(" && $0 != "." } }
        var findings: [Finding] = []
        for (requirement, answers) in reach.module.witnesses.sorted(by: { $0.key < $1.key })
        where requirement.hasPrefix(contract + ".") {
            let asked = String(base(String(requirement.dropFirst(contract.count + 1))))
            for answer in answers {
                // Each place the answer's code, or the module's code it runs, asks a member of
                // that name of another type or of a protocol.
                var places: [(function: CompiledFunction, reference: CompiledReference)] = []
                _ = reach.walk(from: [answer.function]) { function, reference in
                    switch reference.kind {
                    case .requirement(_, let member) where base(member) == asked:
                        places.append((function, reference))
                    case .classMethod(let owner, let member)
                    where base(member) == asked && owner != answer.type:
                        places.append((function, reference))
                    case .symbol(let called):
                        if let symbol = reach.symbol(called), symbol.path.count >= 2,
                            symbol.path.last == asked, symbol.path.first != answer.type
                        {
                            places.append((function, reference))
                            return []
                        }
                        return own.contains(called) ? [called] : []
                    default: break
                    }
                    return []
                }
                guard places.count > 1 else { continue }
                let second = places[1]
                findings.append(
                    Finding(
                        at: second.reference.location ?? second.function.location,
                        in: sources,
                        fact: "\(answer.type) answers `\(contract).\(asked)` by asking "
                            + "`\(asked)` in \(places.count) places: one answer, several "
                            + "questions to what it wraps.",
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }
}

extension LearnerCode {
    /// Expects every call to `function` (`Container.register`) in the module to set only the
    /// parameters `labels` names (the lesson's shape) and closures, leaving every other
    /// parameter to its default, as the compiler reads each call.
    ///
    /// A parameter beyond the shape that a caller sets for some calls and not others (a flag,
    /// an option, a level) treats those calls otherwise; a closure is a step the callee runs
    /// (Swinject's `initCompleted`), and may be set.
    ///
    /// - Parameters:
    ///   - function: The function, `Container.register`.
    ///   - labels: The labels of the parameters the shape gives, `_` for an unlabelled one.
    ///   - rule: What a parameter set beyond the shape can do, in the kata's words.
    ///   - sourceLocation: Where to report a module that cannot be read.
    public func expectCalls(
        to function: String,
        toSetOnly labels: [String],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation)
        else { return }
        let handed = compiled.reach.handedArguments(to: function, beyond: Set(labels))
        let findings = handed.map { argument in
            Finding(
                at: argument.location,
                in: sources,
                fact:
                    "\(LearnerCode.way([argument.caller]).joined()) hands \(function) an argument "
                    + "`\(argument.label):` of its own, a \(argument.type) the lesson's shape "
                    + "does not give: the calls that set it are treated otherwise than the "
                    + "others.",
                rule: rule
            )
        }
        report(findings, in: sources)
    }
}
