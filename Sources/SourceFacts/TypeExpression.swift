/// A type as it is written in a declaration: `(any ProfileViewing)?`, `[Product]`, `View`.
package struct TypeExpression: Sendable, Equatable {
    /// The tokens of the type.
    package let tokens: [Token]

    /// Creates a type expression from its tokens.
    package init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// The type that one name stands for, `Board`, wherever it was written.
    static func named(_ name: String) -> TypeExpression {
        TypeExpression(tokens: [
            Token(kind: .word, text: name, line: 0, column: 0, startsLine: false)
        ])
    }

    /// The type as one line of text, spaced the way Swift is usually written.
    package var text: String {
        // An attribute is set apart from what follows it, with its arguments if it has any:
        // `@escaping @Sendable (Int) -> Void`, `@convention(c) (Int32) -> Void`.
        var spacedAfter: Set<Int> = []
        for (index, token) in tokens.enumerated()
        where token.kind == .word && index > 0 && tokens[index - 1].isSymbol("@") {
            var last = index
            if Self.attributesWithArguments.contains(token.text), index + 1 < tokens.count,
                tokens[index + 1].isSymbol("(")
            {
                var depth = 0
                for position in (index + 1)..<tokens.count {
                    if tokens[position].isSymbol("(") { depth += 1 }
                    if tokens[position].isSymbol(")") { depth -= 1 }
                    last = position
                    if depth == 0 { break }
                }
            }
            spacedAfter.insert(last)
        }
        var text = ""
        for (index, token) in tokens.enumerated() {
            if index > 0 {
                let previous = tokens[index - 1]
                let beforeAttribute =
                    token.isSymbol("@") && !["(", "[", "<"].contains(previous.text)
                if spacedAfter.contains(index - 1) || beforeAttribute
                    || Self.needsSpace(between: previous, and: token)
                {
                    text += " "
                }
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
    package var names: [String] {
        var names: [String] = []
        for (index, token) in tokens.enumerated() where token.kind == .word {
            let isAttribute = index > 0 && tokens[index - 1].isSymbol("@")
            // A qualified name stands for its last part: `ProfilePresenter.Screen`, a protocol
            // nested in the presenter, is `Screen` (`Board.Type` stays `Board`).
            let isQualifier =
                index + 2 < tokens.count && tokens[index + 1].isSymbol(".")
                && tokens[index + 2].kind == .word
                && !["Type", "Protocol"].contains(tokens[index + 2].text)
            if !isAttribute && !isQualifier && !Self.keywords.contains(token.text) {
                names.append(token.text)
            }
        }
        return names
    }

    /// The attributes of a type that take arguments: `@convention(c)`, `@isolated(any)`.
    static let attributesWithArguments: Set<String> = ["convention", "isolated", "differentiable"]

    /// The words of a type that are not names of types.
    static let keywords: Set<String> = [
        "any", "some", "inout", "throws", "rethrows", "async", "borrowing", "consuming",
        "sending", "isolated", "each", "repeat", "Type", "Protocol", "_",
    ]

    /// Whether a space goes between two tokens of a type: where the source has one (or a line
    /// break), but never inside brackets' edges or before a postfix mark, and always after a
    /// comma or a colon and around `&`, `->` and `=`.
    private static func needsSpace(between left: Token, and right: Token) -> Bool {
        if left.kind == .symbol && ["(", "[", "<", "."].contains(left.text) { return false }
        if right.kind == .symbol && [")", "]", ">", ",", ":", "?", "!", "."].contains(right.text) {
            return false
        }
        if left.kind != .symbol && right.kind != .symbol { return true }
        if left.kind == .symbol && [",", ":"].contains(left.text) { return true }
        if ["&", "->", "="].contains(left.text) || ["&", "->", "="].contains(right.text) {
            return true
        }
        return !left.touches(right)
    }
}
