/// One word or symbol of Swift source, with where it stands.
///
/// Comments never become tokens, and a string literal becomes one ``Kind/string`` token whose
/// text is the literal's content, each interpolation shown as `\(…)`; the code inside an
/// interpolation, `"\(cell)"`, becomes tokens of its own, because it is code.
package struct Token: Sendable, Equatable {
    /// What kind of token this is.
    package enum Kind: Sendable, Equatable {
        /// A name or a keyword: `ProfilePresenter`, `let`, `$0`, `#if`.
        case word
        /// A number literal.
        case number
        /// A string literal; its text is its content, interpolations shown as `\(…)`.
        case string
        /// One punctuation or operator character, or the arrow `->`.
        case symbol
        /// A regex literal, `/a+/` or `#/…/#`; its text is its content.
        case regex
    }

    /// What kind of token this is.
    package let kind: Kind
    /// The token's text; a backquoted name without its backquotes; a string literal's content.
    package let text: String
    /// The line it starts on, from 1.
    package let line: Int
    /// The column it starts at, from 1.
    package let column: Int
    /// Whether a line break stands between this token and the one before it.
    package let startsLine: Bool

    /// Creates a token.
    package init(kind: Kind, text: String, line: Int, column: Int, startsLine: Bool) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.startsLine = startsLine
    }

    /// Whether this is the word `text`.
    package func isWord(_ text: String) -> Bool { kind == .word && self.text == text }

    /// Whether this is the symbol `text`.
    package func isSymbol(_ text: String) -> Bool { kind == .symbol && self.text == text }

    /// Whether `next` follows this token on the same line with no space between them. The text
    /// of a string or regex literal is its content, not what was written, so it touches nothing.
    package func touches(_ next: Token) -> Bool {
        line == next.line && kind != .string && kind != .regex
            && column + text.unicodeScalars.count == next.column
    }
}
