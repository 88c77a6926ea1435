import SourceFacts
import Testing

extension LearnerCode {
    /// Expects the seam `seam` to require nothing but `requirements`: the members the lesson's
    /// shape gives it (`showFullName(_:)`; a property by its name, `rows`), in the protocol and
    /// in every protocol of the module it refines or composes.
    ///
    /// A requirement beyond them has to be answered by every conformer, and the checker's own
    /// doubles cannot know it, so it only compiles with a default in an extension; the real
    /// details then answer it one way and a test's double another. A policy that branches on it
    /// (`isPremium`, `prefersCompactLayout`) tells its collaborators apart by a type code, which
    /// is the dependency the seam was meant to remove.
    ///
    /// - Parameters:
    ///   - seam: The protocol, or a type alias that composes protocols, `ProfileViewing`.
    ///   - requirements: What it may require: functions by their full name, properties by name.
    ///   - details: The details the lesson names in other modules, `Authenticator`: a seam
    ///     that is only another name for a protocol named after one of them, or after a type of
    ///     the module that conforms to it, is that detail's extracted interface.
    ///   - rule: The rule an extra requirement breaks, in the kata's words.
    ///   - sourceLocation: Where to report a seam that does not exist.
    public func expectSeam(
        _ seam: String,
        requiresOnly requirements: [String],
        details: Set<String> = [],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let protocols = sources.module.protocols(behind: seam)
        guard !protocols.isEmpty else {
            Issue.record(
                Comment(rawValue: "No protocol named \(seam) was found in \(moduleName)."),
                sourceLocation: sourceLocation
            )
            return
        }
        let allowed = Set(requirements)
        var findings: [Finding] = []
        // A seam the lesson names that is only another name for a protocol named after one of
        // its conformers (`typealias ProfileViewing = ProfileViewControllerInterface`) is an
        // interface extracted from the detail: the detail names the abstraction.
        if sources.module.typeAliasNames.contains(seam) {
            for declaration in protocols where declaration.simpleName != seam {
                let conformers = sources.module.types.filter { type in
                    type.kind != .protocol && type.kind != .extension
                        && (sources.module.conforms(type.simpleName, to: declaration.simpleName)
                            || sources.module.conforms(type.simpleName, to: seam))
                }
                let named = (conformers.map(\.simpleName) + details.sorted()).first {
                    declaration.simpleName.contains($0)
                }
                guard let detail = named else { continue }
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: declaration.position,
                        fact: "The seam \(seam) is another name for `\(declaration.simpleName)`, "
                            + "named after `\(detail)`, a detail that conforms to it: "
                            + "the abstraction is named by what the policy needs, not by the "
                            + "detail it was pulled out of.",
                        rule: rule
                    )
                )
            }
        }
        for declaration in protocols {
            let members =
                declaration.functions.map { ($0.fullName, $0.position) }
                + declaration.properties.map { ($0.name, $0.position) }
            for (name, position) in members where !allowed.contains(name) {
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: position,
                        fact: "\(declaration.simpleName) requires `\(name)`, beyond what the "
                            + "seam \(seam) is: "
                            + requirements.map { "`\($0)`" }.joined(separator: ", ") + ".",
                        rule: rule
                    )
                )
            }
        }
        findings += defaults(of: protocols, in: sources, at: sourceLocation).map { found in
            Finding(
                file: found.place.file,
                line: found.place.line,
                column: found.place.column,
                fact: "An extension of \(found.seam) gives its requirement `\(found.member)` a "
                    + "body: a conformer that forgets it still compiles, and quietly does what "
                    + "the default does.",
                rule: rule
            )
        }
        // An associated type is a conformer's own type that the seam names; its default
        // (`associatedtype View = ProfileViewController`) names a detail outright.
        for declaration in protocols {
            for (index, token) in declaration.tokens.enumerated()
            where token.kind == .word && token.text == "associatedtype"
                && index + 1 < declaration.tokens.count
            {
                let name = declaration.tokens[index + 1].text
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: declaration.tokens[index + 1],
                        fact: "\(declaration.simpleName) has an associated type, `\(name)`: a "
                            + "type of each conformer's own that the seam names, and a default "
                            + "for it names a detail, in the policy's own contract.",
                        rule: rule
                    )
                )
            }
        }
        findings += additions(to: protocols, in: sources.module).map { added in
            Finding(
                file: added.extension.file,
                position: added.position,
                fact: "An extension of \(added.extension.name) adds `\(added.member)`: behaviour "
                    + "every conformer gets and none can change, a rule of its own written in "
                    + "the seam, which says only what goes across.",
                rule: rule
            )
        }
        report(findings, in: sources)
    }

    /// The members that extensions of `protocols` in `module` add beyond their requirements,
    /// seen outside their file (a private helper is the file's own code).
    private func additions(
        to protocols: [TypeDeclaration],
        in module: SourceModule
    ) -> [(extension: TypeDeclaration, member: String, position: Token)] {
        let names = Set(protocols.map(\.simpleName))
        let required = Set(
            protocols.flatMap { $0.functions.map(\.fullName) + $0.properties.map(\.name) }
        )
        var found: [(extension: TypeDeclaration, member: String, position: Token)] = []
        for declaration in module.types
        where declaration.kind == .extension
            && names.contains(module.canonicalName(declaration.name))
            && !LearnerCode.isFilePrivate(declaration.modifiers)
        {
            let members =
                declaration.functions.map { ($0.fullName, $0.modifiers, $0.position) }
                + declaration.properties.map { ($0.name, $0.modifiers, $0.position) }
            for (name, modifiers, position) in members
            where !required.contains(name)
                && !LearnerCode.isFilePrivate(modifiers)
            {
                found.append((declaration, name, position))
            }
        }
        return found
    }

    /// The requirements of `protocols` that an extension of one of them in the module answers
    /// with a body of its own, read from the compiler, one per protocol and member.
    private func defaults(
        of protocols: [TypeDeclaration],
        in sources: Sources,
        at sourceLocation: SourceLocation
    ) -> [(seam: String, member: String, place: CompiledLocation)] {
        guard let compiled = compiled(sources, at: sourceLocation) else { return [] }
        let reach = compiled.reach
        var requirements: [String: Set<String>] = [:]
        for declaration in protocols {
            let names =
                declaration.functions.map(\.fullName) + declaration.properties.map(\.name)
            requirements[declaration.simpleName, default: []].formUnion(
                names.map { String($0.prefix { $0 != "(" }) }
            )
        }
        return Self.protocolMembersWithBodies(in: reach)
            .filter { requirements[$0.seam]?.contains($0.member) ?? false }
    }
}

extension LearnerCode {
    /// Expects the files that declare `policy` (its own declaration and its extensions) to
    /// declare no detail beside it: no other type, and no extension, that conforms to one of the
    /// module's protocols or to one of `seams`. A detail in the policy's file is named in it
    /// again, and goes wherever the policy goes. A type that keeps a value of a seam's type (a
    /// weak box, a decorator) forwards to a detail and is none itself.
    ///
    /// - Parameters:
    ///   - policy: The policy type, `ProfilePresenter`.
    ///   - seams: Protocols of other modules the policy depends on, `CustomStringConvertible`.
    ///   - only: The only types that count as details, when the lesson names them (the cells):
    ///     a value of the policy's own that conforms too (a line it describes) is none.
    ///   - rule: The rule a detail there breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectNoDetailInTheFileOf(
        _ policy: String,
        seams extraSeams: Set<String> = [],
        details only: Set<String>? = nil,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let types = sources.module.types
        let seams = Set(types.filter { $0.kind == .protocol }.map(\.name)).union(extraSeams)
        let files = Set(types.filter { $0.name == policy && $0.parent == nil }.map(\.file))
        // Through a type alias too: `ArticleLocating = RepositoryLocating & …`.
        func resolved(_ written: TypeExpression) -> [String] {
            sources.module.resolvedNames(of: written, genericParameters: [])
        }
        var findings: [Finding] = []
        for (type, seam) in details(in: files, conformingTo: seams, module: sources.module)
        where type.name != policy && only?.contains(type.name) ?? true {
            findings.append(
                Finding(
                    file: type.file,
                    position: type.position,
                    fact: "`\(type.name)` conforms to `\(seam)` in a file that holds code of "
                        + "\(policy): a detail written beside the policy is named with it "
                        + "again, and goes wherever it goes.",
                    rule: rule
                )
            )
        }
        // A type alias of the policy's, or in its files, that names a detail names it again.
        let details = Set(
            types.filter { declaration in
                declaration.kind != .protocol
                    && declaration.inheritance.flatMap(resolved).contains(where: seams.contains)
            }
            .map(\.simpleName)
        ).filter { only?.contains($0) ?? true }
        let aliases =
            types.filter { $0.name == policy }.flatMap(\.typeAliases)
            + sources.module.files.filter { files.contains($0.path) }.flatMap(\.typeAliases)
        for alias in aliases {
            guard let detail = alias.type.names.first(where: details.contains) else { continue }
            findings.append(
                Finding(
                    file: types.first { $0.typeAliases.contains(alias) }?.file
                        ?? sources.module.files.first { $0.typeAliases.contains(alias) }?.path
                        ?? "",
                    position: alias.position,
                    fact: "The type alias `\(alias.name)` of \(policy) names `\(detail)`, a detail "
                        + "(it conforms to a seam): the policy names it again.",
                    rule: rule
                )
            )
        }
        report(findings, in: sources)
    }
}

extension LearnerCode {
    /// The rule a seam written beside one of its details breaks, in every kata.
    public static let seamSideRule = """
        The abstraction belongs to the side that needs it: declare each protocol beside its \
        policy or in a file named for it, and let each detail say it conforms in its own \
        file. Written beside a detail, the contract is that detail's interface, which every \
        other conformer, a test's double included, imitates; and a file that lists who \
        conforms names the details wherever the contract goes.
        """

    /// Expects no file that declares a protocol of the module to declare a type that conforms
    /// to it, or to write an extension that makes one conform, whatever the file is named,
    /// unless the file declares a client of it (a type that keeps a value of it and does not
    /// conform): beside its client, the protocol is on the side that needs it. A type that
    /// keeps a value of the protocol and forwards to it is no detail.
    ///
    /// - Parameters:
    ///   - rule: The rule a seam there breaks, ``seamSideRule`` unless the kata says more.
    ///   - sourceLocation: Where to report the sources not being readable.
    public func expectSeamsApartFromTheirDetails(
        rule: String = LearnerCode.seamSideRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        var findings: [Finding] = []
        for file in module.files {
            let declared = file.types.filter { $0.kind == .protocol }.map(\.simpleName)
            guard !declared.isEmpty else { continue }
            // A protocol declared beside a type that keeps a value of it is beside its client,
            // the side that needs it.
            let clients = file.types.filter { $0.kind != .protocol }.map(\.name).filter { name in
                forwards(name, to: Set(declared), in: module)
                    && !declared.contains(where: { module.conforms(name, to: $0) })
            }
            guard clients.isEmpty else { continue }
            for type in file.types where type.kind != .protocol {
                guard !declared.contains(type.name),
                    !forwards(type.name, to: Set(declared), in: module)
                else { continue }
                // A type's conformance may be written anywhere, an extension elsewhere, and
                // through a type alias; an extension here counts for what it adds itself.
                let supertypes =
                    type.kind == .extension
                    ? Set(
                        type.inheritance.flatMap {
                            module.resolvedNames(of: $0, genericParameters: [])
                        }
                    )
                    : module.supertypes(of: type.name)
                let conformed = supertypes.union(
                    supertypes.flatMap { module.protocols(behind: $0).map(\.simpleName) }
                )
                guard let seam = declared.first(where: conformed.contains) else { continue }
                findings.append(
                    Finding(
                        file: file.path,
                        position: type.position,
                        fact: type.kind == .extension
                            ? "`\(type.name)` is made to conform to `\(seam)` in the file that "
                                + "declares `\(seam)`: the contract's file names one of its details."
                            : "`\(seam)` is declared in the file of `\(type.name)`, a detail "
                                + "that conforms to it: the contract is written as that detail's "
                                + "interface.",
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }

    /// The types and extensions declared in `files` that conform to one of `seams`, directly
    /// or through a type alias, with the seam they conform to; a type that keeps a value of a
    /// seam's type (a weak box, a decorator) forwards to a detail and is none itself.
    func details(
        in files: Set<String>,
        conformingTo seams: Set<String>,
        module: SourceModule
    ) -> [(type: TypeDeclaration, seam: String)] {
        func resolved(_ written: TypeExpression) -> [String] {
            module.resolvedNames(of: written, genericParameters: [])
        }
        return module.types.compactMap { type in
            guard files.contains(type.file), type.kind != .protocol,
                let seam = type.inheritance.flatMap(resolved).first(where: seams.contains)
            else { return nil }
            return forwards(type.name, to: seams, in: module) ? nil : (type, seam)
        }
    }

    /// Whether `typeName` keeps a value of one of `seams` (a weak box, a decorator): it
    /// forwards to a detail and is none itself.
    func forwards(_ typeName: String, to seams: Set<String>, in module: SourceModule) -> Bool {
        module.types.filter { $0.name == typeName }.flatMap(\.properties).contains { property in
            property.type.map {
                !Set(module.resolvedNames(of: $0, genericParameters: [])).isDisjoint(with: seams)
            } ?? false
        }
    }
}

extension LearnerCode {
    /// Expects every type and type alias this module (a contract) declares to be named in the
    /// code of `client`, the module it is the contract of: a contract holds what its client
    /// needs, and one that grows with what the detail can do hands every module that depends on
    /// it more than it uses.
    ///
    /// - Parameters:
    ///   - client: The code of the module the contract serves, `Payment`.
    ///   - rule: The rule a declaration no client names breaks, in the kata's words.
    ///   - sourceLocation: Where to report the sources not being readable.
    public func expectEveryDeclarationNamed(
        by client: LearnerCode,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let used = client.sources(at: sourceLocation)
        else { return }
        // What the client names, and what those declarations of the contract name in turn (a
        // protocol behind an alias, a type a requirement returns).
        var named = Set(used.module.files.flatMap(\.tokens).filter { $0.kind == .word }.map(\.text))
        var grew = true
        while grew {
            grew = false
            for type in sources.module.types where named.contains(type.simpleName) {
                for token in type.tokens where token.kind == .word {
                    grew = named.insert(token.text).inserted || grew
                }
            }
            for alias in sources.module.files.flatMap(\.typeAliases)
            where named.contains(alias.name) {
                for name in alias.type.names { grew = named.insert(name).inserted || grew }
            }
        }
        var findings: [Finding] = []
        for file in sources.module.files {
            let declared =
                file.types.filter { $0.kind != .extension && $0.parent == nil }
                .map { ($0.simpleName, $0.position) }
                + file.typeAliases.map { ($0.name, $0.position) }
            for (name, position) in declared where !named.contains(name) {
                findings.append(
                    Finding(
                        file: file.path,
                        position: position,
                        fact: "\(moduleName) declares `\(name)`, which \(client.moduleName) never "
                            + "names.",
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }
}

extension LearnerCode {
    /// The rule an extension of a protocol with a body breaks, in every kata.
    public static let protocolBodyRule = """
        A protocol says what crosses the seam and nothing more. A body written in an extension \
        of it answers for every conformer that does not write its own, a test's double \
        included: a default that says "yes", a flag that tells the real detail from the \
        others, or a helper no conformer can change is a rule written in the seam, which the \
        policy then depends on. Each conformer writes each requirement itself.
        """

    /// Expects no extension of a protocol the module declares to give any member a body, a
    /// requirement's default or a helper of its own, read from the compiler, whatever the
    /// protocol is: one the lesson names or one of the learner's own.
    ///
    /// - Parameters:
    ///   - rule: The rule a body there breaks, ``protocolBodyRule`` unless the kata says more.
    ///   - sourceLocation: Where to report what is not found.
    public func expectNoProtocolExtensionBodies(
        rule: String = LearnerCode.protocolBodyRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation)
        else { return }
        let findings = Self.protocolMembersWithBodies(in: compiled.reach).map { body in
            Finding(
                file: body.place.file,
                line: body.place.line,
                column: body.place.column,
                fact: "An extension of the protocol `\(body.seam)` gives `\(body.member)` a "
                    + "body: every conformer that writes none gets it.",
                rule: rule
            )
        }
        report(findings, in: sources)
    }

    /// Each member of one of the module's protocols that an extension gives a body, read from
    /// the compiler, once per protocol and member, at the first place the compiler gives.
    private static func protocolMembersWithBodies(
        in reach: CompiledReach
    ) -> [(seam: String, member: String, place: CompiledLocation)] {
        var seen = Set<[String]>()
        return reach.ownDefinitions().compactMap { definition in
            let path = definition.path
            guard definition.ownerKind == "protocol", path.count >= 2,
                seen.insert(Array(path.prefix(2))).inserted
            else { return nil }
            return (path[0], path[1], definition.place)
        }
    }
}
