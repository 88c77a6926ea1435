/// A name that a run of code uses, and how: the one reading of "creates an object" and "reaches a
/// shared instance" that the structure checks and `kata graph` share.
///
/// - `Board()`, `Board<Int>(rows: 2)`, `Board.init()`: ``Kind-swift.enum/creates``.
/// - `Board.standard`, `URLSession.shared`, `Wiring.makeBoard()`: ``Kind-swift.enum/member``,
///   a static member of a named type.
/// - `.shared`, `.live()` where an expression starts: ``Kind-swift.enum/implicitMember``, a
///   static member of whatever type the context gives.
/// - `Board` anywhere else (a cast, an annotation, a generic argument): ``Kind-swift.enum/type``.
/// - `makeBoard(…)`, `grid`: ``Kind-swift.enum/name``, a function or a variable called by its
///   bare name.
package struct CodeReference: Sendable, Equatable {
    /// How the code uses the name.
    package enum Kind: Sendable, Equatable {
        /// It creates an instance of the type: `Board()`, `Board.init(rows:)`.
        case creates
        /// It uses the type's static member `member`: `URLSession.shared`, `Wiring.board()`.
        case member(String)
        /// It uses a static member of a type the context gives: `.shared`, `.live()`.
        case implicitMember
        /// It names the type otherwise: a cast, an annotation, a metatype.
        case type
        /// It calls a function or reads a variable by its bare name: `makeBoard()`, `grid`.
        case name
        /// It uses a member of some value, `board.rows`: which type's, the source cannot tell.
        case valueMember
    }

    /// The type's name for ``Kind-swift.enum/creates``, ``Kind-swift.enum/member`` and
    /// ``Kind-swift.enum/type``; the member's for ``Kind-swift.enum/implicitMember``; the
    /// function's or variable's for ``Kind-swift.enum/name``.
    package let name: String
    /// How the code uses it.
    package let kind: Kind
    /// The labels of the call's arguments, when it is a call: `["rows", "columns"]` for
    /// `Board(rows: 2, columns: 3)`, `[]` for `Date()`; nil when nothing is called.
    package let arguments: [String?]?
    /// The first token of the reference, for its line and column.
    package let position: Token

    /// The reference as code, the way a message shows it: `Board()`, `Board(rows:columns:)`,
    /// `URLSession.shared`, `.live()`, `Board`, `makeBoard()`.
    package var text: String {
        let call = arguments.map { "(" + $0.map { ($0 ?? "_") + ":" }.joined() + ")" } ?? ""
        switch kind {
        case .creates: return name + (call.isEmpty ? "()" : call)
        case .member(let member): return "\(name).\(member)\(call)"
        case .implicitMember: return ".\(name)\(call)"
        case .type: return name
        case .name: return name + call
        case .valueMember: return ".\(name)\(call)"
        }
    }

    /// Every reference in `tokens`, in the order they are written.
    ///
    /// `valueType` is the type the tokens give back when they are a body (a function's return
    /// type, a computed property's type): an implicit member the body returns is that type's.
    package static func all(in tokens: [Token], valueType: String? = nil) -> [CodeReference] {
        var found: [CodeReference] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            let token = tokens[index]
            if token.isWord("Self"), index + 1 < tokens.count {
                // `Self(…)` and `Self.init(…)` make the type whose code this is.
                let next = tokens[index + 1]
                let initCall =
                    next.isSymbol(".") && index + 2 < tokens.count
                    && tokens[index + 2].isWord("init")
                if let callArguments = arguments(in: tokens, at: initCall ? index + 3 : index + 1) {
                    found.append(
                        CodeReference(
                            name: "Self",
                            kind: .creates,
                            arguments: callArguments,
                            position: token
                        )
                    )
                    if initCall { index += 2 }
                    continue
                }
            }
            let previous = index > 0 ? tokens[index - 1] : nil
            // `.init(…)` where an expression starts makes something; `x.init` is read with `x`.
            let implicitInit =
                token.isWord("init") && previous?.isSymbol(".") == true
                && (index < 2 || startsExpression(after: tokens[index - 2], before: previous!))
            guard token.kind == .word, !keywords.contains(token.text) || implicitInit else {
                continue
            }
            if let previous, previous.isSymbol(".") {
                // `.shared` where an expression starts; a member of something else is not a
                // name of its own.
                let before = index > 1 ? tokens[index - 2] : nil
                let startsAnew =
                    before.map({ startsExpression(after: $0, before: previous) }) ?? true
                if startsAnew,
                    let type = contextualType(before: index - 1, in: tokens, valueType: valueType)
                {
                    // `let now: Date = .init()`, `-> Date { .now }`: the type is written
                    // just before, so the member is that type's.
                    let callArguments = arguments(in: tokens, at: index + 1)
                    found.append(
                        CodeReference(
                            name: type,
                            kind: token.text == "init" ? .creates : .member(token.text),
                            arguments: token.text == "init" ? callArguments ?? [] : callArguments,
                            position: previous
                        )
                    )
                    continue
                }
                found.append(
                    CodeReference(
                        name: token.text,
                        kind: startsAnew ? .implicitMember : .valueMember,
                        arguments: arguments(in: tokens, at: index + 1),
                        position: startsAnew ? previous : token
                    )
                )
                continue
            }
            var after = index + 1
            if let generic = GenericArguments.indexAfter(in: tokens, from: after) {
                after = generic
            }
            let isType = token.text.first?.isUppercase == true
            if after < tokens.count, tokens[after].isSymbol("."), after + 1 < tokens.count,
                tokens[after + 1].kind == .word, isType
            {
                let member = tokens[after + 1].text
                let callArguments = arguments(in: tokens, at: after + 2)
                if member == "init" {
                    found.append(
                        CodeReference(
                            name: token.text,
                            kind: .creates,
                            arguments: callArguments ?? [],
                            position: token
                        )
                    )
                } else if member != "self" && member != "Type" {
                    found.append(
                        CodeReference(
                            name: token.text,
                            kind: .member(member),
                            arguments: callArguments,
                            position: token
                        )
                    )
                } else {
                    found.append(
                        CodeReference(
                            name: token.text,
                            kind: .type,
                            arguments: nil,
                            position: token
                        )
                    )
                }
                index = after + 1
                continue
            }
            let callArguments = arguments(in: tokens, at: after)
            if isType {
                found.append(
                    CodeReference(
                        name: token.text,
                        kind: callArguments == nil ? .type : .creates,
                        arguments: callArguments,
                        position: token
                    )
                )
            } else {
                found.append(
                    CodeReference(
                        name: token.text,
                        kind: .name,
                        arguments: callArguments,
                        position: token
                    )
                )
            }
        }
        return found
    }

    /// The type an implicit member whose `.` is at `dot` stands in, when the code says it
    /// plainly: the annotation of the `=` the expression follows (`let now: Date = flag ?
    /// .init() : date`), or the type a body returns (`-> Date { .now }`, `var now: Date {
    /// return .init() }`). Nil inside a call's arguments or a collection, whose types only the
    /// compiler knows.
    static func contextualType(before dot: Int, in tokens: [Token], valueType: String? = nil)
        -> String?
    {
        var depth = 0
        var index = dot - 1
        var returned = false
        while index >= 0 {
            let token = tokens[index]
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                depth += 1
            } else if token.isSymbol("(") || token.isSymbol("[") {
                if depth == 0 { return nil }
                depth -= 1
            } else if token.isSymbol("{") {
                // The body the member is the value of, one expression long or returned; a
                // `get { … }` gives back what its property holds.
                if depth == 0 {
                    if index > 0, tokens[index - 1].isWord("get") {
                        index -= 2
                        continue
                    }
                    return annotatedType(endingBefore: index, in: tokens, after: ["->", ":"])
                }
                depth -= 1
            } else if depth == 0 {
                if token.isWord("return") {
                    returned = true
                } else if token.isSymbol(";") || (!returned && isStatementKeyword(token)) {
                    return nil
                } else if !returned, isAssignment(at: index, in: tokens) {
                    return annotatedType(endingBefore: index, in: tokens)
                }
            }
            index -= 1
        }
        // The start of a body: what it gives back, if the caller knows.
        return depth == 0 ? valueType : nil
    }

    /// Keywords that start a statement: an implicit member after one is not the value of the
    /// body it sits in.
    private static func isStatementKeyword(_ token: Token) -> Bool {
        ["let", "var", "if", "guard", "switch", "case", "for", "while", "throw", "in", "else"]
            .contains { token.isWord($0) }
    }

    /// Whether the `=` at `index` assigns: not one character of `==`, `!=`, `<=`, `+=` and
    /// the like, which the lexer gives one symbol at a time.
    private static func isAssignment(at index: Int, in tokens: [Token]) -> Bool {
        guard tokens[index].isSymbol("=") else { return false }
        let operators: Set<String> = [
            "=", "!", "<", ">", "+", "-", "*", "/", "%", "&", "|", "^", "~",
        ]
        func touches(_ other: Int) -> Bool {
            guard other >= 0, other < tokens.count, tokens[other].kind == .symbol,
                operators.contains(tokens[other].text), tokens[other].line == tokens[index].line
            else { return false }
            return abs(tokens[other].column - tokens[index].column) == 1
        }
        return !touches(index - 1) && !touches(index + 1)
    }

    /// The type an annotation names just before the `=` at `equals`: `URLSession` in
    /// `session: URLSession = …`, or nil when no annotation stands there. Optionals are
    /// unwrapped: `Date?` names `Date`.
    static func annotatedType(
        endingBefore equals: Int,
        in tokens: [Token],
        after marks: [String] = [":"]
    ) -> String? {
        var index = equals - 1
        while index >= 0, tokens[index].isSymbol("?") || tokens[index].isSymbol("!") {
            index -= 1
        }
        guard index >= 1, tokens[index].kind == .word,
            tokens[index].text.first?.isUppercase == true
        else { return nil }
        var start = index
        while start >= 2, tokens[start - 1].isSymbol("."), tokens[start - 2].kind == .word {
            start -= 2
        }
        guard start >= 1, marks.contains(where: { tokens[start - 1].isSymbol($0) }) else {
            return nil
        }
        return tokens[index].text
    }

    /// The labels of the arguments of a call whose `(` is at `index`, or nil when no call
    /// starts there.
    private static func arguments(in tokens: [Token], at index: Int) -> [String?]? {
        guard index < tokens.count, tokens[index].isSymbol("("),
            index > 0, tokens[index - 1].touches(tokens[index])
        else { return nil }
        var labels: [String?] = []
        var depth = 0
        var position = index
        var argumentStart = true
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .symbol && ["(", "[", "{"].contains(token.text) {
                depth += 1
                if depth == 1 {
                    position += 1
                    continue
                }
            } else if token.kind == .symbol && [")", "]", "}"].contains(token.text) {
                depth -= 1
                if depth == 0 { break }
            }
            if depth == 1 && argumentStart {
                argumentStart = false
                let next = position + 1 < tokens.count ? tokens[position + 1] : nil
                let isLabel = token.kind == .word && next?.isSymbol(":") == true
                labels.append(isLabel ? token.text : nil)
            }
            if depth == 1 && token.isSymbol(",") { argumentStart = true }
            position += 1
        }
        return labels
    }

    /// Whether an expression can start after `token`: after an operator or an opening
    /// bracket, a comma, a colon or a keyword such as `return`; not after a name, a literal or a
    /// closing bracket, where a `.` is a member access.
    private static func startsExpression(after token: Token, before dot: Token) -> Bool {
        switch token.kind {
        case .word:
            return [
                "return", "case", "in", "where", "if", "guard", "while", "try", "await", "throw",
                "else", "switch", "yield", "is", "as", "let", "var",
            ].contains(token.text)
        case .number, .string, .regex:
            return false
        case .symbol:
            if [")", "]", "}", ">"].contains(token.text) { return false }
            // `value?.member` and `value!.member` chain; `flag ? .a : .b` starts anew.
            if ["?", "!"].contains(token.text) { return !token.touches(dot) }
            return true
        }
    }

    /// Words that are never names of the module's code.
    static let keywords: Set<String> = [
        "let", "var", "func", "init", "self", "Self", "super", "return", "if", "else", "guard",
        "for", "in", "while", "repeat", "switch", "case", "default", "break", "continue",
        "throw", "throws", "try", "await", "async", "as", "is", "nil", "true", "false", "where",
        "do", "catch", "defer", "some", "any", "inout", "weak", "unowned", "static", "private",
        "fileprivate", "public", "internal", "lazy", "mutating", "get", "set", "didSet",
        "willSet", "newValue", "oldValue", "rethrows", "consuming", "borrowing", "sending",
        "each", "fallthrough", "struct", "class", "enum", "protocol", "extension", "typealias",
        "import", "subscript", "deinit", "open", "final", "override", "convenience", "required",
        "nonisolated", "isolated", "indirect", "Any", "AnyObject", "Type", "Protocol",
    ]
}

/// Generic argument lists in code: where one opens, and where it closes.
enum GenericArguments {
    /// When the `<` at `start` opens generic arguments (`Pair<String, Never>()`,
    /// `[Cache<Int>]`), the index just after its closing `>`; nil when it is the less-than
    /// operator (`a < b`, `a<b && c>d`), or when no `<` is there.
    ///
    /// As Swift's own parser does: the `<` touches the name before it, everything up to its
    /// closing `>` can be part of a type, and what follows the `>` cannot start an operand.
    static func indexAfter(in tokens: [Token], from start: Int) -> Int? {
        guard start > 0, start < tokens.count, tokens[start].isSymbol("<") else { return nil }
        let before = tokens[start - 1]
        guard before.kind == .word || before.isSymbol(">") || before.isSymbol("?"),
            before.touches(tokens[start])
        else { return nil }
        let allowed: Set<String> = [
            ".", ",", ":", "?", "!", "&", "(", ")", "[", "]", "->", "@", "=", "_", "~",
        ]
        var depth = 0
        var position = start
        while position < tokens.count, position - start < 400 {
            let token = tokens[position]
            if token.isSymbol("<") {
                depth += 1
            } else if token.isSymbol(">") {
                depth -= 1
                if depth == 0 {
                    let after = position + 1
                    if after < tokens.count, !tokens[after].startsLine,
                        [.word, .number, .string, .regex].contains(tokens[after].kind)
                    {
                        return nil
                    }
                    return after
                }
            } else if token.kind == .symbol && !allowed.contains(token.text) {
                return nil
            } else if token.kind == .string || token.kind == .regex {
                return nil
            }
            position += 1
        }
        return nil
    }
}
