import SourceFacts
import Testing

extension LearnerCode {
    /// Expects the parameter labelled `label` of `functionName` to be declared through
    /// `protocolName`: as `any P`, `some P`, `P?`, a generic parameter constrained to it, a type
    /// alias of it, or a protocol of the module that refines it; never as `Any`, `AnyObject` or
    /// one of the module's concrete types.
    ///
    /// - Parameters:
    ///   - label: The argument label, as the checker calls the function: `profileView`.
    ///   - functionName: The base name, `init` for an initializer.
    ///   - typeName: The type the function belongs to, or nil for a free function.
    ///   - protocolName: The abstraction the parameter must be declared through.
    ///   - rule: The rule another declaration breaks, in the kata's words.
    ///   - sourceLocation: Where to report a function or parameter that does not exist.
    public func expectParameter(
        labeled label: String,
        of functionName: String,
        in typeName: String?,
        isDeclaredThrough protocolName: String,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        // A seam named through a type alias is the protocol the alias names.
        let protocolName = module.canonicalName(protocolName)
        var candidates: [(FunctionDeclaration, [GenericParameter], String)] = []
        if let typeName {
            for declaration in module.declarations(of: typeName) {
                for function in declaration.functions where function.name == functionName {
                    let scope = declaration.genericParameters + function.genericParameters
                    candidates.append((function, scope, declaration.file))
                }
            }
        } else {
            for file in module.files {
                for function in file.functions where function.name == functionName {
                    candidates.append((function, function.genericParameters, file.path))
                }
            }
        }
        let matching = candidates.compactMap { function, scope, file in
            function.parameters.first { $0.label == label }.map { (function, $0, scope, file) }
        }
        let owner = typeName.map { "\($0)." } ?? ""
        guard !matching.isEmpty else {
            Issue.record(
                Comment(
                    rawValue: "No \(owner)\(functionName) with a parameter labelled `\(label):` "
                        + "was found in \(moduleName)."
                ),
                sourceLocation: sourceLocation
            )
            return
        }
        let findings = matching.compactMap { function, parameter, scope, file -> Finding? in
            let names = module.resolvedNames(of: parameter.type, genericParameters: scope)
            let through = Self.names(names, include: protocolName, in: module)
            // `any ProfileViewing & AnyObject` is the protocol bound to classes: the
            // `AnyObject` beside it constrains and erases nothing.
            let wrong = names.filter { name in
                isForbiddenAsAbstraction(name, in: module)
                    && !(through && ["Any", "AnyObject"].contains(name))
            }.sorted()
            guard !through || !wrong.isEmpty else { return nil }
            let detail: String
            if wrong.isEmpty {
                detail = ", which is not declared through \(protocolName)"
            } else if wrong == [parameter.type.text] {
                detail = ""
            } else {
                detail = ", which names \(Self.list(wrong))"
            }
            return Finding(
                file: file,
                position: parameter.position,
                fact: "\(owner)\(function.fullName) takes `\(parameter.name)` as "
                    + "`\(parameter.type.text)`\(detail).",
                rule: rule
            )
        }
        report(findings, in: sources)
    }

    /// Expects no stored property of `typeName` and no parameter of its methods and
    /// initializers to be declared as one of `forbidden`, directly or through a generic
    /// parameter or a type alias.
    ///
    /// A stored property with no written type counts as declared by what its initial value
    /// creates: `let view = ProfileViewController()`.
    ///
    /// - Parameters:
    ///   - typeName: The type whose declarations are read, its extensions included.
    ///   - forbidden: The names that must not appear: concrete types, `Any`, `AnyObject`.
    ///   - rule: The rule such a declaration breaks, in the kata's words.
    ///   - sourceLocation: Where to report a type that does not exist.
    public func expectNoDeclaration(
        in typeName: String,
        typedAs forbidden: [String],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            exists(typeName, in: sources.module, at: sourceLocation)
        else { return }
        let module = sources.module
        let forbidden = Set(forbidden)
        var findings: [Finding] = []
        for declaration in module.declarations(of: typeName) {
            let scope = declaration.genericParameters
            for property in declaration.properties where property.isStored {
                var names: Set<String> = []
                if let type = property.type {
                    names = Set(module.heldNames(of: type, genericParameters: scope))
                } else if let created = property.initialValue?.first, created.kind == .word {
                    names = [created.text]
                }
                let (wrong, inside) = Self.forbiddenNames(names, forbidden, in: module)
                guard !wrong.isEmpty else { continue }
                let shown = property.type.map { "`\($0.text)`" } ?? Self.list(wrong)
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: property.position,
                        fact: "\(typeName) keeps `\(property.name)` as \(shown)\(inside).",
                        rule: rule
                    )
                )
            }
            for function in declaration.functions {
                for parameter in function.parameters {
                    let names = module.heldNames(
                        of: parameter.type,
                        genericParameters: scope + function.genericParameters
                    )
                    let (wrong, inside) = Self.forbiddenNames(Set(names), forbidden, in: module)
                    guard !wrong.isEmpty else { continue }
                    findings.append(
                        Finding(
                            file: declaration.file,
                            position: parameter.position,
                            fact: "\(typeName).\(function.fullName) takes `\(parameter.name)` "
                                + "as `\(parameter.type.text)`\(inside).",
                            rule: rule
                        )
                    )
                }
            }
        }
        report(findings, in: sources)
    }

    /// Expects every stored property that can hold a `seam`, in every type of the module that does
    /// not conform to it, to hold it weakly (`weak` or `unowned`): a strong one keeps the detail
    /// alive, however rarely it is set, and no test runs long enough to see each moment it is.
    ///
    /// A property typed as the seam, an optional or a collection of it, or a generic parameter
    /// constrained to it counts; a type of the learner's that holds the seam in turn (a weak box,
    /// a property wrapper of the module's own) is read for its own properties.
    ///
    /// - Parameters:
    ///   - seam: The protocol whose conformers own the types that refer back to them.
    ///   - rule: The rule a strong property breaks, in the kata's words.
    ///   - sourceLocation: Where to report a seam that does not exist.
    public func expectOnlyWeakReferences(
        to seam: String,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            exists(seam, in: sources.module, at: sourceLocation)
        else { return }
        let module = sources.module
        let seam = module.canonicalName(seam)
        var findings: [Finding] = []
        let notStrong = ["weak", "unowned", "unowned(safe)"]
        // A property wrapper of the module's own keeps what it is handed in its own stored
        // properties, which this loop reads as it reads every type's.
        let ownWrappers = Set(module.typeNames(attributed: ["propertyWrapper"]).map { "@" + $0 })
        for declaration in module.types
        where declaration.name != seam && !module.supertypes(of: declaration.name).contains(seam) {
            let owner = declaration.qualifiedName
            let scope = module.declarations(of: owner).flatMap(\.genericParameters)
            for property in declaration.properties
            where property.isStored && !property.isStatic
                && !property.modifiers.contains(where: notStrong.contains)
                && !property.modifiers.contains(where: ownWrappers.contains)
            {
                guard let type = property.type,
                    module.heldNames(of: type, genericParameters: scope).contains(seam)
                else { continue }
                // `unowned(unsafe)` keeps nothing alive, and is never cleared either.
                let fact =
                    property.modifiers.contains("unowned(unsafe)")
                    ? "\(owner) keeps `\(property.name)` as `unowned(unsafe)`: no strong "
                        + "reference, but one nothing clears when the \(seam) goes, so the next "
                        + "call through it reads freed memory (the test process may crash). "
                        + "Hold it weakly."
                    : "\(owner) keeps `\(property.name)` as `\(type.text)`, a strong reference "
                        + "to its `\(seam)`."
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: property.position,
                        fact: fact,
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }

    /// Expects every stored property of the module to keep what it holds (no `weak` or
    /// `unowned`), except one that holds one of `seams`, which the lesson has held weakly (a
    /// navigator that owns the screen). A collaborator handed in and held weakly is gone once
    /// its maker lets go, and every later call finds nothing, or crashes.
    ///
    /// - Parameters:
    ///   - seams: What the lesson lets a type hold weakly, `NewsNavigating`; none by default.
    ///   - rule: The rule a weak property breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectNoWeakReferences(
        except seams: Set<String> = [],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        let allowed = Set(seams.map(module.canonicalName))
        var findings: [Finding] = []
        for declaration in module.types {
            let owner = declaration.qualifiedName
            let scope = module.declarations(of: owner).flatMap(\.genericParameters)
            for property in declaration.properties where property.isStored {
                guard let how = property.weakOrUnowned else { continue }
                let held = property.type.map { module.heldNames(of: $0, genericParameters: scope) }
                if let held, !allowed.isDisjoint(with: held) { continue }
                // An observer held weakly by what it owns breaks a cycle, as a delegate does:
                // a type that conforms to what is held and keeps the holder itself.
                let conformers = module.types.filter { type in
                    type.inheritance.contains { !Set($0.names).isDisjoint(with: held ?? []) }
                }
                let observer = conformers.contains { conformer in
                    module.declarations(of: conformer.name).flatMap(\.properties).contains {
                        kept in
                        kept.isStored && !kept.modifiers.contains("weak")
                            && kept.type.map {
                                module.heldNames(of: $0, genericParameters: []).contains(owner)
                            } == true
                    }
                }
                if observer { continue }
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: property.position,
                        fact: "\(owner) keeps `\(property.name)` as `\(how)`: what it was "
                            + "handed goes as soon as whoever made it lets go.",
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }

    /// Expects no stored property of `typeName` to keep a function (a closure the root hands
    /// in): whatever it calls cannot be read from the code, the container's `resolve`
    /// included, so a kata whose seams are protocols asks for a protocol instead.
    ///
    /// - Parameters:
    ///   - typeName: The type whose stored properties are read, its extensions included.
    ///   - rule: The rule such a property breaks, in the kata's words.
    ///   - sourceLocation: Where to report a type that does not exist.
    public func expectNoFunctionValues(
        in typeName: String,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            exists(typeName, in: sources.module, at: sourceLocation)
        else { return }
        var findings: [Finding] = []
        for declaration in sources.module.declarations(of: typeName) {
            for property in declaration.properties where property.isStored {
                let written = property.type?.tokens.contains { $0.isSymbol("->") } == true
                let literal =
                    property.type == nil && property.initialValue?.first?.isSymbol("{") == true
                guard written || literal else { continue }
                let shown = property.type.map { " as `\($0.text)`" } ?? ""
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: property.position,
                        fact: "\(typeName) keeps `\(property.name)`\(shown), a function.",
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }

    /// The forbidden names among `names`, and, when they are held inside a bag of parts (a type
    /// of the module with stored properties and nothing else to do), where: `, which holds
    /// `source` as `any NewsLoader``.
    static func forbiddenNames(
        _ names: Set<String>,
        _ forbidden: Set<String>,
        in module: SourceModule
    ) -> (wrong: [String], inside: String) {
        // `any ProfileViewing & AnyObject` is the protocol, bound to classes: `AnyObject` (or
        // `Any`) beside a protocol of the module constrains it and erases nothing.
        var names = names
        if names.contains(where: { module.kind(of: $0) == .protocol }) {
            names.subtract(["Any", "AnyObject"])
        }
        let direct = names.intersection(forbidden).sorted()
        if !direct.isEmpty { return (direct, "") }
        var seen: Set<String> = []
        var pending = names.sorted().map { ($0, 0) }
        while let (name, depth) = pending.first {
            pending.removeFirst()
            guard depth < 3, seen.insert(name).inserted else { continue }
            let declarations = module.declarations(of: name)
            guard !declarations.isEmpty,
                declarations.allSatisfy({ $0.kind != .protocol }),
                declarations.flatMap(\.functions).allSatisfy(\.isInitializer)
            else { continue }
            for declaration in declarations {
                for property in declaration.properties where property.isStored {
                    guard let type = property.type else { continue }
                    // A generic parameter of a carrier is what its user puts in it, which the
                    // user's own type already names (`WeakBox<ReadingHistory>`): its constraint
                    // (`Value: AnyObject`) is not what is held.
                    let parameters = Set(declaration.genericParameters.map(\.name))
                    let held = module.heldNames(of: type, genericParameters: [])
                        .filter { !parameters.contains($0) }
                    let wrong = Set(held).intersection(forbidden).sorted()
                    if !wrong.isEmpty {
                        return (
                            wrong,
                            ", which holds `\(property.name)` as `\(type.text)` (\(declaration.simpleName) "
                                + "only carries parts)"
                        )
                    }
                    pending += held.map { ($0, depth + 1) }
                }
            }
        }
        return ([], "")
    }

    /// Expects the stored property `propertyName` of `typeName` to be of the concrete type
    /// `concreteType`, written as its type or created as its initial value.
    ///
    /// - Parameters:
    ///   - propertyName: The property's name.
    ///   - typeName: The type that declares it.
    ///   - concreteType: The only type it may be declared as.
    ///   - rule: The rule another declaration breaks, in the kata's words.
    ///   - sourceLocation: Where to report a property that does not exist.
    public func expectProperty(
        _ propertyName: String,
        in typeName: String,
        isDeclaredAs concreteType: String,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        let found = module.declarations(of: typeName).flatMap { declaration in
            declaration.properties.filter { $0.name == propertyName }.map { (declaration, $0) }
        }
        guard let (declaration, property) = found.first else {
            Issue.record(
                Comment(
                    rawValue: "No property \(typeName).\(propertyName) was found in \(moduleName)."
                ),
                sourceLocation: sourceLocation
            )
            return
        }
        let names: [String]
        if let type = property.type {
            names = type.names
        } else {
            names = Array((property.initialValue ?? []).prefix(1).map(\.text))
        }
        guard names != [concreteType] else { return }
        let shown = property.type.map { "`\($0.text)`" } ?? "what its initial value makes"
        report(
            [
                Finding(
                    file: declaration.file,
                    position: property.position,
                    fact: "\(typeName) keeps `\(propertyName)` as \(shown), not as a "
                        + "`\(concreteType)`.",
                    rule: rule
                )
            ],
            in: sources
        )
    }

    /// Expects none of `typeNames` to declare a method named one of `methodNames` any more.
    ///
    /// - Parameters:
    ///   - methodNames: The base names that must be gone: `toString`.
    ///   - typeNames: The types to read, their extensions included.
    ///   - rule: The rule such a method breaks, in the kata's words.
    ///   - sourceLocation: Where to report the module's sources not being readable.
    public func expectNoMethod(
        named methodNames: [String],
        in typeNames: [String],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let findings = typeNames.flatMap { typeName in
            sources.module.declarations(of: typeName).flatMap { declaration in
                declaration.functions.filter { methodNames.contains($0.name) }.map { method in
                    Finding(
                        file: declaration.file,
                        position: method.position,
                        fact: "\(typeName) still has \(method.fullName).",
                        rule: rule
                    )
                }
            }
        }
        report(findings, in: sources)
    }

    /// Expects each of `typeNames` to declare `memberName` itself, in its body or an extension of
    /// its own: a member it only inherits from a protocol's extension (a `description` worked
    /// out for every conformer alike, by reflection or from the type's name) is written by no
    /// one who knows the type.
    ///
    /// - Parameters:
    ///   - memberName: The property or method, `description`.
    ///   - typeNames: The types that must each declare it.
    ///   - rule: The rule a type without it breaks, in the kata's words.
    ///   - sourceLocation: Where to report a type that does not exist.
    public func expectOwnMember(
        _ memberName: String,
        in typeNames: [String],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        let findings = typeNames.compactMap { typeName -> Finding? in
            guard exists(typeName, in: module, at: sourceLocation) else { return nil }
            let declarations = module.declarations(of: typeName)
            let declares = declarations.contains { declaration in
                declaration.properties.contains { $0.name == memberName }
                    || declaration.functions.contains { $0.name == memberName }
            }
            guard !declares, let first = declarations.first(where: { $0.kind != .extension })
            else { return nil }
            return Finding(
                file: first.file,
                position: first.position,
                fact: "\(typeName) declares no `\(memberName)` of its own: it has the one "
                    + "another declaration writes for every type alike.",
                rule: rule
            )
        }
        report(findings, in: sources)
    }

    /// Expects no type of the module, and no extension in it, to conform to `protocolName`, and
    /// no extension of `protocolName` in it to give a requirement a default body: a contract
    /// module that holds an implementation hands it to every module that depends on the
    /// contract, and an app that implements the contract itself wires a stand-in, not the real
    /// thing.
    ///
    /// - Parameters:
    ///   - protocolName: The contract, `Authenticating`.
    ///   - wrappersAllowed: Whether a type that keeps another `protocolName` and stands in front
    ///     of it (a decorator that logs, or counts, and forwards) is fine.
    ///   - rule: The rule such a type breaks, in the kata's words.
    ///   - sourceLocation: Where to report the module's sources not being readable.
    public func expectNoType(
        conformingTo protocolName: String,
        wrappersAllowed: Bool = false,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        let protocolName = module.canonicalName(protocolName)
        func isThrough(_ type: TypeExpression, _ scope: [GenericParameter]) -> Bool {
            module.resolvedNames(of: type, genericParameters: scope).contains {
                $0 == protocolName || module.conforms($0, to: protocolName)
            }
        }
        let conformers = module.types.filter { declaration in
            declaration.kind != .protocol
                && declaration.inheritance.contains { isThrough($0, []) }
                && !(wrappersAllowed
                    && module.declarations(of: declaration.name).flatMap(\.properties).contains {
                        property in
                        property.isStored
                            && property.type.map { isThrough($0, declaration.genericParameters) }
                                == true
                    })
        }.map { declaration in
            Finding(
                file: declaration.file,
                position: declaration.position,
                fact: "\(declaration.simpleName) conforms to \(protocolName) in \(moduleName).",
                rule: rule
            )
        }
        let requirements = Set(
            module.declarations(of: protocolName).filter { $0.kind == .protocol }
                .flatMap(\.functions).map(\.fullName)
        )
        let defaults = module.types.filter { $0.kind == .extension && $0.name == protocolName }
            .flatMap { declaration in
                declaration.functions.filter {
                    $0.body != nil && requirements.contains($0.fullName)
                }.map { function in
                    Finding(
                        file: declaration.file,
                        position: function.position,
                        fact: "\(moduleName) gives \(protocolName) a default "
                            + "`\(function.fullName)`: an implementation inside the contract.",
                        rule: rule
                    )
                }
            }
        report(conformers + defaults, in: sources)
    }

    // MARK: Helpers

    /// Whether `typeName` is declared in the module; records an issue when it is not.
    func exists(
        _ typeName: String,
        in module: SourceModule,
        at sourceLocation: SourceLocation
    ) -> Bool {
        guard module.declarations(of: module.canonicalName(typeName)).isEmpty else { return true }
        Issue.record(
            Comment(rawValue: "No type named \(typeName) was found in \(moduleName)."),
            sourceLocation: sourceLocation
        )
        return false
    }

    /// Whether `name` cannot stand where an abstraction belongs: `Any`, `AnyObject`, or a
    /// concrete type of the module.
    func isForbiddenAsAbstraction(_ name: String, in module: SourceModule) -> Bool {
        if ["Any", "AnyObject"].contains(name) { return true }
        guard let kind = module.kind(of: name) else { return false }
        return kind != .protocol
    }

    /// Whether the file called `name` is one of `names`, where a `*` stands for any text:
    /// `CompositionRoot+*.swift` names `CompositionRoot+Live.swift`.
    static func file(_ name: String, isOneOf names: [String]) -> Bool {
        names.contains { pattern in
            guard let star = pattern.firstIndex(of: "*") else { return pattern == name }
            let prefix = pattern[..<star]
            let suffix = pattern[pattern.index(after: star)...]
            return name.count >= prefix.count + suffix.count && name.hasPrefix(prefix)
                && name.hasSuffix(suffix)
        }
    }

    /// `a`, `a and b`, `a, b and c`, each in backquotes.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}

extension LearnerCode {
    /// Expects every initializer of `typeName`, in its declaration and in its extensions, to
    /// take a `protocolName` (through the protocol, as ``expectParameter(labeled:of:in:isDeclaredThrough:rule:sourceLocation:)``
    /// reads it) that is not optional: a policy made without its seam, or with nil for it, has
    /// nobody to ask, and decides alone what the seam was there to decide.
    ///
    /// - Parameters:
    ///   - typeName: The policy.
    ///   - protocolName: The seam every initializer takes.
    ///   - rule: The rule another initializer breaks, in the kata's words.
    ///   - sourceLocation: Where to report a type that does not exist.
    public func expectEveryInitializer(
        of typeName: String,
        takes protocolName: String,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            exists(typeName, in: sources.module, at: sourceLocation)
        else { return }
        let module = sources.module
        let protocolName = module.canonicalName(protocolName)
        var findings: [Finding] = []
        for declaration in module.declarations(of: typeName) {
            for function in declaration.functions where function.name == "init" {
                let scope = declaration.genericParameters + function.genericParameters
                let seam = function.parameters.first { parameter in
                    Self.names(
                        module.resolvedNames(of: parameter.type, genericParameters: scope),
                        include: protocolName,
                        in: module
                    )
                }
                let fact: String
                if let seam {
                    let text = seam.type.text.replacingOccurrences(of: " ", with: "")
                    guard text.hasSuffix("?") || text.hasSuffix("!") || text.hasPrefix("Optional<")
                    else { continue }
                    fact =
                        "\(typeName).\(function.fullName) takes its \(protocolName) as optional, "
                        + "`\(seam.type.text)`: a \(typeName) made with nil has nobody to ask."
                } else {
                    fact =
                        "\(typeName).\(function.fullName) takes no \(protocolName): a "
                        + "\(typeName) made with it has nobody to ask."
                }
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: function.position,
                        fact: fact,
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }
}

extension LearnerCode {
    /// Whether the resolved `names` of a declared type go through `protocolName`: the protocol
    /// itself, or a protocol of the module that refines it.
    static func names(_ names: [String], include protocolName: String, in module: SourceModule)
        -> Bool
    {
        names.contains { name in
            name == protocolName
                || (module.kind(of: name) == .protocol && module.conforms(name, to: protocolName))
        }
    }
}

extension LearnerCode {
    /// The rule a member or an operator added to another module's types breaks, in any kata.
    public static let ownTypesOnlyRule = """
        A member added to a type of another module (a `String`, a string interpolation, an \
        `Array`), or an operator declared for such types only, is chosen over that type's own \
        wherever the module is imported, a test's code included: an `appendInterpolation` of \
        your own changes every interpolation, an `==` every comparison. Extend another module's \
        type only to make it conform to a protocol of yours, with the members that protocol \
        requires; a helper for one file's own use is yours to add in a `private` extension, \
        which no other file sees.
        """

    /// Expects the module to change nothing of another module's types: an extension of one
    /// (`String`, `DefaultStringInterpolation`, `Array`, `URLSession`) may make it conform to a
    /// protocol of the module, with the members that protocol requires, and add nothing else; and
    /// no operator is declared outside the module's own types. A member or an operator added to
    /// another module's type is chosen over that module's own wherever the module is imported, a
    /// checker's code included: an `appendInterpolation` of its own changes what every string
    /// interpolation makes, an `==` on a pair of strings what every comparison says.
    ///
    /// - Parameters:
    ///   - rule: The rule such code breaks, in the kata's words.
    ///   - sourceLocation: Where to report the module's sources not being readable.
    public func expectNoChangeToOtherModulesTypes(
        rule: String = LearnerCode.ownTypesOnlyRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        let ownTypes = Set(module.types.filter { $0.kind != .extension }.map(\.simpleName))
        func isOwn(_ name: String) -> Bool {
            ownTypes.contains(module.canonicalName(name))
                || ownTypes.contains(String(name.split(separator: ".").last ?? ""))
        }
        var findings: [Finding] = []
        for declaration in module.types where declaration.kind == .extension {
            guard !isOwn(declaration.name) else { continue }
            let ownProtocols = declaration.inheritance.flatMap(\.names).filter {
                module.kind(of: $0) == .protocol
            }
            let required = Set(
                ownProtocols.flatMap { name in
                    module.declarations(of: name).filter { $0.kind == .protocol }.flatMap {
                        $0.functions.map(\.name) + $0.properties.map(\.name)
                    }
                }
            )
            // A private member, or any member of a private extension, is seen by no code
            // outside its file, a checker's included.
            func isSeen(_ modifiers: [String]) -> Bool {
                !LearnerCode.isFilePrivate(modifiers + declaration.modifiers)
            }
            let added =
                declaration.functions.filter { isSeen($0.modifiers) }.map { ($0.name, $0.position) }
                + declaration.properties.filter { isSeen($0.modifiers) }.map {
                    ($0.name, $0.position)
                }
            for (name, position) in added where !required.contains(name) {
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: position,
                        fact: "An extension of \(declaration.name), a type of another module, "
                            + "adds `\(name)`: it is chosen over \(declaration.name)'s own "
                            + "wherever \(moduleName) is imported, the checker's code included.",
                        rule: rule
                    )
                )
            }
        }
        let operatorCharacters = Set("/=-+!*%<>&|^~?")
        for function in module.functions
        where function.name.first.map(operatorCharacters.contains) == true {
            let named = function.parameters.flatMap {
                module.resolvedNames(of: $0.type, genericParameters: function.genericParameters)
            }
            guard !named.contains(where: isOwn) else { continue }
            findings.append(
                Finding(
                    file: module.files.first { $0.functions.contains(function) }?.path ?? "",
                    position: function.position,
                    fact: "`\(function.name)` is declared for types of other modules only: it "
                        + "is chosen over their own wherever \(moduleName) is imported, the "
                        + "checker's code included.",
                    rule: rule
                )
            )
        }
        report(findings, in: sources)
    }
}

extension LearnerCode {
    /// The rule a property any module can set breaks, in every kata.
    public static let publicSetterRule = """
        An object's state changes through its own methods, by the rule the lesson gives it: a \
        stored property any module can set (a hook, a filter, a flag, a cache) lets a caller \
        change what the object does around that rule and around the collaborators it was \
        handed, where no seam shows it. Make the setter `private(set)`, or take the value in \
        the initializer.
        """

    /// Expects no stored property of `types` to be settable from outside the module (a `public`
    /// or `open` `var` without a narrower setter), but those in `settable`: state the Before code
    /// let only its own methods change (the receipts a payment leaves, the time an article was
    /// opened) would be written by any caller, around the rule and the collaborators that keep it.
    ///
    /// - Parameters:
    ///   - types: The types whose state only their own methods change, `PaymentManager`; every
    ///     class, actor and structure of the module when nil: a value's field any module can set
    ///     goes stale beside what the value worked out from it when it was made.
    ///   - settable: Properties the lesson's shape makes settable, `onChange`.
    ///   - rule: The rule a public setter breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectNoPublicSetters(
        of types: [String]? = nil,
        settable: Set<String> = [],
        rule: String = LearnerCode.publicSetterRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        var findings: [Finding] = []
        for declaration in sources.module.types
        where types?.contains(declaration.name)
            ?? [.class, .actor, .struct].contains(declaration.kind)
        {
            for property in declaration.properties
            where property.isStored && property.keyword == "var"
                && !settable.contains(property.name)
                && Self.isSettableOutside(property.modifiers)
                // A weak back-reference (a delegate, an observer) is set by what it points to,
                // and keeps nothing of the object's own; one the initializer is handed is the
                // object's own collaborator, set a second way.
                && (property.weakOrUnowned == nil
                    || Self.isHandedToAnInitializer(property, of: declaration))
            {
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: property.position,
                        fact: "\(declaration.name).\(property.name) can be set from any module: "
                            + "the Before code let only its own methods change it.",
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }
}

extension LearnerCode {
    /// Whether an initializer of `declaration` takes a value of `property`'s type (an optional
    /// aside): the collaborator the object is made with.
    static func isHandedToAnInitializer(
        _ property: PropertyDeclaration,
        of declaration: TypeDeclaration
    ) -> Bool {
        func bare(_ text: String) -> String {
            text.filter { !"()?! ".contains($0) }
        }
        guard let type = property.type.map({ bare($0.text) }) else { return false }
        return declaration.functions.contains { function in
            function.isInitializer && function.parameters.contains { bare($0.type.text) == type }
        }
    }

    /// The access words that let other modules see a declaration: `package` lets every module
    /// of the package, its tests included.
    static let outsideAccess: Set<String> = ["public", "open", "package"]

    /// Whether a property with `modifiers` can be set from other modules: its setter's own
    /// access (`package(set)`) when it says one, its declaration's otherwise.
    static func isSettableOutside(_ modifiers: [String]) -> Bool {
        if let setter = modifiers.first(where: { $0.hasSuffix("(set)") }) {
            return outsideAccess.contains(String(setter.dropLast("(set)".count)))
        }
        return modifiers.contains(where: outsideAccess.contains)
    }

    /// Whether `modifiers` keep a declaration to its file (`private`, `fileprivate`): no code
    /// outside it, a checker's included, sees it.
    static func isFilePrivate(_ modifiers: [String]) -> Bool {
        modifiers.contains { $0 == "private" || $0 == "fileprivate" }
    }
}

extension LearnerCode {
    /// The rule an overload by type breaks, in every kata.
    public static let overloadRule = """
        A policy takes each collaborator one way, through its seam. A second function or \
        initializer of the same name and labels, for another type (a concrete detail, a marker \
        protocol only the app's detail adopts), lets the compiler choose by what the caller \
        happens to hold: a type switch written as an overload, and a path the seam never sees.
        """

    /// Expects no type of the module, and no free function, to declare two functions or
    /// initializers of one full name (`init(orders:)` for `any OrdersFetching` and for `any
    /// LiveOrdersFetching`): which one runs would be chosen by the static type of what the
    /// caller holds.
    ///
    /// - Parameters:
    ///   - rule: The rule an overload breaks, ``overloadRule`` unless the kata says more.
    ///   - sourceLocation: Where to report the sources not being readable.
    public func expectNoOverloadsByType(
        rule: String = LearnerCode.overloadRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        var declared: [String: [(file: String, function: FunctionDeclaration)]] = [:]
        for type in module.types where type.kind != .protocol {
            let owner = module.canonicalName(type.qualifiedName)
            for function in type.functions {
                let level = function.modifiers.contains { $0 == "static" || $0 == "class" }
                declared["\(owner).\(level ? "static " : "")\(function.fullName)", default: []]
                    .append((type.file, function))
            }
        }
        for file in module.files {
            for function in file.functions {
                declared[function.fullName, default: []].append((file.path, function))
            }
        }
        var findings: [Finding] = []
        for (name, all) in declared.sorted(by: { $0.key < $1.key }) where all.count > 1 {
            for other in all.dropFirst() {
                findings.append(
                    Finding(
                        file: other.file,
                        position: other.function.position,
                        fact: "`\(name.replacingOccurrences(of: "static ", with: ""))` is "
                            + "declared \(all.count) times, for different types: the caller's "
                            + "static type picks which one runs.",
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }
}

extension LearnerCode {
    /// Expects `typeName` to hand out none of the values of `kinds` it keeps: no property or
    /// method of it that code outside its file can use has one of those types (through a
    /// generic parameter or a type alias too).
    ///
    /// - Parameters:
    ///   - typeName: The policy, `ArticleInteractor`.
    ///   - kinds: The types it keeps for itself alone, `ArticleRepositoryLocator`.
    ///   - rule: The rule handing one out breaks, in the kata's words.
    ///   - sourceLocation: Where to report a type that does not exist.
    public func expectKeptToItself(
        _ typeName: String,
        kinds: Set<String>,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        guard exists(typeName, in: module, at: sourceLocation) else { return }
        let declarations = module.declarations(of: module.canonicalName(typeName))
        func handsOut(_ type: TypeExpression?, generics: [GenericParameter]) -> String? {
            guard let type else { return nil }
            return module.resolvedNames(of: type, genericParameters: generics)
                .first(where: kinds.contains)
        }
        var findings: [Finding] = []
        for declaration in declarations where !LearnerCode.isFilePrivate(declaration.modifiers) {
            for property in declaration.properties
            where !LearnerCode.isFilePrivate(property.modifiers) {
                guard let kind = handsOut(property.type, generics: declaration.genericParameters)
                else { continue }
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: property.position,
                        fact: "\(typeName).\(property.name) hands out its `\(kind)` to any code "
                            + "that holds \(typeName).",
                        rule: rule
                    )
                )
            }
            for function in declaration.functions
            where !LearnerCode.isFilePrivate(function.modifiers) {
                guard
                    let kind = handsOut(
                        function.returnType,
                        generics: declaration.genericParameters + function.genericParameters
                    )
                else { continue }
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: function.position,
                        fact: "\(typeName).\(function.fullName) hands out a `\(kind)` to any "
                            + "code that holds \(typeName).",
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }
}

extension LearnerCode {
    /// Expects `typeName` to keep, between its uses, only what it is handed of the types in
    /// `kept` (its seams, its values) and constants written as literals: no stored property
    /// of another type, and none with an initial value of its own but a literal.
    ///
    /// What such a property keeps, it keeps from use to use: a count, a history, a flag. Kept in
    /// a `Mutex`, an `Atomic`, a closure's captures or another module's object, it is out of the
    /// sight of every test that reads the object, so a use a thousand calls on can behave
    /// otherwise. An optional, an array or a dictionary of the kept types is kept too, and so
    /// is any protocol of the module (a seam it is handed), starting empty (`[]`, `nil`) or not,
    /// and a flag (`var isLoading = false`). A closure is left to
    /// ``expectNoClosureKeptByItsMaker(exempting:rule:sourceLocation:)``, which reads what it
    /// captures.
    ///
    /// - Parameters:
    ///   - typeName: The policy, `ProfilePresenter`.
    ///   - kept: The types it may keep, `ProfileViewing`.
    ///   - rule: The rule such a property breaks, in the kata's words.
    ///   - sourceLocation: Where to report a type that does not exist.
    public func expectKeepsOnly(
        in typeName: String,
        _ kept: [String],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        guard exists(typeName, in: module, at: sourceLocation) else { return }
        let declarations = module.declarations(of: module.canonicalName(typeName))
        // What may be kept: the kept types, the standard wrappers and markers around them, and
        // a type of the module that keeps only such things itself (a weak box of the screen).
        let standard: Set<String> = [
            "Optional", "Array", "Dictionary", "Set", "AnyObject", "Sendable", "Any", "Void",
        ]
        func keepsOnlyAllowed(_ name: String, depth: Int) -> Bool {
            if kept.contains(name) || standard.contains(name) { return true }
            if module.kind(of: name) == .protocol { return true }
            let inner = module.declarations(of: name)
            guard depth < 4, !inner.isEmpty else { return false }
            return inner.allSatisfy { declaration in
                declaration.properties.allSatisfy { property in
                    !property.isStored || property.isStatic
                        || problem(with: property, of: declaration, depth: depth + 1) == nil
                }
            }
        }
        // What is wrong with keeping `property`, or nil: its type, as written.
        func problem(
            with property: PropertyDeclaration,
            of declaration: TypeDeclaration,
            depth: Int
        ) -> String? {
            let written = property.type?.text ?? ""
            let initial = property.initialValue?.map(\.text).joined()
            // A constant, or a flag that starts as one (`var isLoading = false`).
            if property.keyword == "let"
                && property.initialValue.map(Self.isLiteralConstant) == true
                || ["true", "false"].contains(initial)
            {
                return nil
            }
            guard let type = property.type, ["[]", "[:]", "nil", nil].contains(initial),
                !property.modifiers.contains("lazy")
            else {
                return written.isEmpty ? "a value it makes itself" : "`\(written)`"
            }
            // A closure is judged by what it captures (`expectNoClosureKeptByItsMaker`): one
            // handed in, or one made over weak references, keeps nothing of its own.
            if written.contains("->") { return nil }
            // As written, or as its aliases and generic parameters stand for.
            let generics = declaration.genericParameters
            let readings = [
                type.names, module.resolvedNames(of: type, genericParameters: generics),
            ]
            let allowed = readings.contains { names in
                !names.isEmpty && names.allSatisfy { keepsOnlyAllowed($0, depth: depth) }
            }
            return allowed ? nil : "`\(written)`"
        }
        var findings: [Finding] = []
        for declaration in declarations {
            for property in declaration.properties where property.isStored && !property.isStatic {
                guard let what = problem(with: property, of: declaration, depth: 0) else {
                    continue
                }
                let made =
                    property.initialValue == nil || property.type == nil
                    ? "" : ", a value it makes itself"
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: property.position,
                        fact: "\(typeName) keeps `\(property.name)`, \(what)\(made), beside what "
                            + "it is handed (\(kept.map { "`\($0)`" }.joined(separator: ", "))).",
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }

    /// Whether `tokens`, an initial value, are one literal: `" "`, `42`, `true`.
    private static func isLiteralConstant(_ tokens: [Token]) -> Bool {
        guard tokens.count == 1, let token = tokens.first else { return false }
        return [.string, .number].contains(token.kind) || ["true", "false"].contains(token.text)
    }
}
