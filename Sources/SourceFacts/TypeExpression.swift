/// A type as it is written in a declaration: `(any ProfileViewing)?`, `[Product]`, `View`.
public struct TypeExpression: Sendable, Equatable {
    /// The tokens of the type.
    public let tokens: [Token]

    /// Creates a type expression from its tokens.
    public init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// The type as one line of text, spaced the way Swift is usually written.
    public var text: String {
        var text = ""
        for (index, token) in tokens.enumerated() {
            if index > 0 && Self.needsSpace(between: tokens[index - 1], and: token) {
                text += " "
            }
            text += token.text
        }
        return text
    }

    /// The names the type is made of, without keywords such as `any`, `some` or `inout` and
    /// without attributes such as `@escaping`.
    ///
    /// `(any ProfileViewing)?` is made of `ProfileViewing`; `[String: Product]` of `String` and
    /// `Product`; `Dictionary<String, Any>` of `Dictionary`, `String` and `Any`.
    public var names: [String] {
        var names: [String] = []
        for (index, token) in tokens.enumerated() where token.kind == .word {
            let isAttribute = index > 0 && tokens[index - 1].isSymbol("@")
            if !isAttribute && !Self.keywords.contains(token.text) {
                names.append(token.text)
            }
        }
        return names
    }

    /// The words of a type that are not names of types.
    static let keywords: Set<String> = [
        "any", "some", "inout", "throws", "rethrows", "async", "borrowing", "consuming",
        "sending", "isolated", "each", "repeat", "Type", "Protocol", "_",
    ]

    private static func needsSpace(between left: Token, and right: Token) -> Bool {
        if left.kind != .symbol && right.kind != .symbol { return true }
        if [",", ":"].contains(left.text) && left.kind == .symbol { return true }
        return ["&", "->", "="].contains(left.text) || ["&", "->", "="].contains(right.text)
    }
}
