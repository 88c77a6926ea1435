import SourceFacts
import Testing

extension LearnerCode {
    /// The rule a check turned off breaks, in every kata.
    public static let compilerChecksRule = """
        The compiler is the first reviewer of a refactoring: it proves that no data race is \
        possible and that each call goes where it says. `@unchecked Sendable` and \
        `nonisolated(unsafe)` tell it to trust a race it cannot rule out, and an underscored \
        attribute (`@_effects`, `@_implements`, `@_silgen_name`, `@_exported`) changes what it \
        assumes of a call or hands a module on to every importer; none of the Before code needs \
        one, and neither does any refactoring of it. Nor \
        does the module need an attribute beyond the few the lesson's code uses (`@MainActor`, \
        `@Sendable`, `@escaping`, `@Observable`, a property wrapper or result builder of its \
        own…): `@inlinable` and `@usableFromInline` compile a module's insides into its \
        callers, `@discardableResult` lets a caller drop the answer the Before code made it \
        read, `@preconcurrency` silences the checks of a whole import, and \
        `@dynamicMemberLookup` answers names nobody declared.
        """

    /// The attributes a module may write: those the lessons' code uses, and those that only say
    /// what the code already is (its availability, a retroactive conformance, an unknown case).
    static let allowedAttributes: Set<String> = [
        "MainActor", "Sendable", "escaping", "Observable", "ObservationIgnored",
        "propertyWrapper", "resultBuilder", "globalActor", "available", "unknown",
        "retroactive", "convention", "isolated", "nonobjc", "objc", "main",
        // Reported by the rule of the public API, with its own reason.
        "autoclosure",
    ]

    /// Expects no code of the module to turn one of the compiler's checks off: no `@unchecked`
    /// conformance, no `nonisolated(unsafe)` or `unowned(unsafe)`, and no underscored attribute
    /// (`@_effects(readnone)`, `@_implements`, `@_silgen_name`), whose promises the compiler
    /// takes without proof; and no attribute but ``allowedAttributes`` and the property wrappers,
    /// result builders and global actors the module declares.
    ///
    /// - Parameters:
    ///   - rule: The rule such code breaks, ``compilerChecksRule`` unless the kata says more.
    ///   - sourceLocation: Where to report the sources not being readable.
    public func expectCompilerChecksKept(
        rule: String = LearnerCode.compilerChecksRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let ownAttributes = sources.module.typeNames(
            attributed: ["propertyWrapper", "resultBuilder", "globalActor"]
        )
        var findings: [Finding] = []
        for file in sources.module.files {
            let tokens = file.tokens
            for (index, token) in tokens.enumerated() where index + 1 < tokens.count {
                let next = tokens[index + 1]
                var written: String?
                if token.isSymbol("@"), next.kind == .word,
                    next.text == "unchecked" || next.text.hasPrefix("_")
                {
                    written = "@\(next.text)"
                } else if token.isWord("nonisolated") || token.isWord("unowned"),
                    next.isSymbol("("), index + 2 < tokens.count,
                    tokens[index + 2].isWord("unsafe")
                {
                    written = "\(token.text)(unsafe)"
                }
                if written == nil, token.isSymbol("@"), next.kind == .word,
                    !Self.allowedAttributes.contains(next.text), !ownAttributes.contains(next.text)
                {
                    findings.append(
                        Finding(
                            file: file.path,
                            position: token,
                            fact: "`@\(next.text)` is an attribute the lesson's code never "
                                + "needs: it changes what the compiler or the module's callers "
                                + "assume.",
                            rule: rule
                        )
                    )
                    continue
                }
                guard let written else { continue }
                let fact =
                    written.hasPrefix("@_")
                    ? "`\(written)` is an underscored attribute, the compiler's own and no part "
                        + "of the language: what it says (a promise about a call, a module "
                        + "handed on to every importer) the compiler takes on trust."
                    : "`\(written)` turns off a check of the compiler's: it takes the code's "
                        + "word for what it cannot prove."
                findings.append(Finding(file: file.path, position: token, fact: fact, rule: rule))
            }
        }
        findings += languageModeFindings(in: sources, rule: rule)
        report(findings, in: sources)
    }

    /// What the build that runs the checker turned off for the module, as SwiftPM recorded its
    /// compile command: a language mode before Swift 6 (`swiftLanguageModes: [.v5]`), or
    /// concurrency checked less than fully, both of which let a data race compile.
    private func languageModeFindings(in sources: Sources, rule: String) -> [Finding] {
        guard
            let flags = CompilerInvocation.buildFlags(
                of: moduleName,
                products: CompilerView.productsDirectory
            )
        else { return [] }
        var turnedOff: [String] = []
        for (index, flag) in flags.enumerated() {
            if flag == "-swift-version", index + 1 < flags.count,
                let major = Int(flags[index + 1].prefix(while: \.isNumber)), major < 6
            {
                turnedOff.append("the Swift \(flags[index + 1]) language mode")
            }
            if flag.hasPrefix("-strict-concurrency="), flag != "-strict-concurrency=complete" {
                turnedOff.append("`\(flag)`")
            }
        }
        let manifest = sources.manifest ?? sources.base.appendingPathComponent("Package.swift")
        return turnedOff.map {
            Finding(
                file: manifest.path,
                line: 1,
                column: 1,
                fact: "The package compiles \(moduleName) in \($0): a data race the Swift 6 "
                    + "compiler refuses becomes a warning.",
                rule: rule
            )
        }
    }
}
