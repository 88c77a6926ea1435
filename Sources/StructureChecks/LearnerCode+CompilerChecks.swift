import SourceFacts
import Testing

extension LearnerCode {
    /// The rule a check turned off breaks, in every kata.
    public static let compilerChecksRule = """
        The compiler is the first reviewer of a refactoring: it proves that no data race is \
        possible and that each call goes where it says. `@unchecked Sendable` and \
        `nonisolated(unsafe)` tell it to trust a race it cannot rule out, and an underscored \
        attribute (`@_effects`, `@_implements`, `@_silgen_name`) changes what it assumes of a \
        call; none of the Before code needs one, and neither does any refactoring of it.
        """

    /// Expects no code of the module to turn one of the compiler's checks off: no `@unchecked`
    /// conformance, no `nonisolated(unsafe)` or `unowned(unsafe)`, and no underscored attribute
    /// (`@_effects(readnone)`, `@_implements`, `@_silgen_name`), whose promises the compiler
    /// takes without proof.
    ///
    /// - Parameters:
    ///   - rule: The rule such code breaks, ``compilerChecksRule`` unless the kata says more.
    ///   - sourceLocation: Where to report the sources not being readable.
    public func expectCompilerChecksKept(
        rule: String = LearnerCode.compilerChecksRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
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
                guard let written else { continue }
                findings.append(
                    Finding(
                        file: file.path,
                        position: token,
                        fact: "`\(written)` turns off a check of the compiler's: it takes the "
                            + "code's word for what it cannot prove.",
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }
}
