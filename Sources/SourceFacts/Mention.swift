/// A place in the code that mentions a name or a short piece of code.
package struct Mention: Sendable, Equatable {
    /// What was looked for, as the question wrote it: `URLSession.shared`, `as? TextCell`.
    package let pattern: String
    /// The file it is in.
    package let file: String
    /// The first token of the mention, for its line and column.
    package let position: Token

    /// Creates a mention.
    package init(pattern: String, file: String, position: Token) {
        self.pattern = pattern
        self.file = file
        self.position = position
    }

    /// Finds every place in `tokens` where `pattern`'s tokens stand one after the other.
    ///
    /// The pattern is code: `Date()` finds `Date ( )` however it is spaced; `ProfileViewController`
    /// finds that name and not `PremiumProfileViewController`. Comments and the text of string
    /// literals are not tokens, so they never mention anything.
    package static func find(_ pattern: String, in tokens: [Token], file: String) -> [Mention] {
        let wanted = Lexer.tokens(of: pattern).map { ($0.kind, $0.text) }
        guard !wanted.isEmpty, tokens.count >= wanted.count else { return [] }
        var found: [Mention] = []
        for start in 0...(tokens.count - wanted.count) {
            let matches = wanted.indices.allSatisfy { offset in
                let token = tokens[start + offset]
                return token.kind == wanted[offset].0 && token.text == wanted[offset].1
            }
            if matches {
                found.append(Mention(pattern: pattern, file: file, position: tokens[start]))
            }
        }
        return found
    }
}
