/// Reads the declarations out of a file's tokens: types and their members, functions,
/// properties and type aliases, each with its generic parameters, its declared types and the
/// tokens of its body.
///
/// It reads declarations, not statements: the code inside a body stays a run of tokens, which is
/// all a question such as "does this type mention `URLSession.shared`?" needs.
struct DeclarationParser {
    /// The declarations found at one level: a file's top level or a type's body.
    struct Members {
        var types: [TypeDeclaration] = []
        var properties: [PropertyDeclaration] = []
        var functions: [FunctionDeclaration] = []
        var typeAliases: [TypeAliasDeclaration] = []
        /// The runs of code that declare nothing the module exports: bodies, initial values,
        /// accessors, default values and statements, as ranges of token indices.
        var codeSpans: [Range<Int>] = []
    }

    private let tokens: [Token]
    private let file: String
    private var index = 0
    private var codeSpans: [Range<Int>] = []

    private init(tokens: [Token], file: String) {
        self.tokens = tokens
        self.file = file
    }

    /// The declarations of a file, nested types listed after the type they are nested in.
    static func members(of tokens: [Token], file: String) -> Members {
        var parser = DeclarationParser(tokens: tokens, file: file)
        var members = parser.members(until: tokens.count, parent: nil)
        members.codeSpans = parser.codeSpans
        return members
    }

    static let declarationKeywords: Set<String> = [
        "class", "struct", "enum", "actor", "protocol", "extension", "func", "init", "deinit",
        "var", "let", "typealias", "associatedtype", "subscript", "case", "import", "operator",
        "precedencegroup", "macro",
    ]

    static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static",
        "weak", "unowned", "lazy", "override", "required", "convenience", "mutating",
        "nonmutating", "nonisolated", "dynamic", "optional", "indirect", "prefix", "postfix",
        "infix", "isolated", "distributed", "consuming", "borrowing",
    ]

    // MARK: Cursor

    private var current: Token? { index < tokens.count ? tokens[index] : nil }

    private func token(at offset: Int) -> Token? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    /// The index just after the bracket that closes the one at `start`.
    private func indexAfterClosing(from start: Int) -> Int {
        let pairs: [String: String] = ["{": "}", "(": ")", "[": "]", "<": ">"]
        guard let open = tokens[start].kind == .symbol ? tokens[start].text : nil,
            let close = pairs[open]
        else { return start + 1 }
        var depth = 0
        var position = start
        while position < tokens.count {
            let token = tokens[position]
            if token.isSymbol(open) {
                depth += 1
            } else if token.isSymbol(close) {
                depth -= 1
                if depth == 0 { return position + 1 }
            }
            position += 1
        }
        return tokens.count
    }

    /// When the `<` at `start` opens generic arguments, the index just after its closing `>`.
    private func indexAfterGenericArguments(from start: Int) -> Int? {
        GenericArguments.indexAfter(in: tokens, from: start)
    }

    // MARK: Members

    private mutating func members(until end: Int, parent: String?) -> Members {
        var members = Members()
        while index < end {
            let start = index
            var modifiers: [String] = []
            var attributes: [String] = []
            skipAttributesAndModifiers(into: &modifiers, attributes: &attributes, end: end)
            guard let token = current, index < end else { break }
            let declarationStart = index
            switch token.kind == .word ? token.text : "" {
            case "class", "struct", "enum", "actor", "protocol", "extension":
                let found = typeDeclaration(
                    kind: TypeDeclaration.Kind(rawValue: token.text)!,
                    modifiers: modifiers,
                    attributes: attributes,
                    parent: parent,
                    start: start,
                    end: end
                )
                members.types.append(contentsOf: found)
            case "func", "init", "subscript":
                members.functions.append(function(modifiers: modifiers, end: end))
            case "var", "let":
                // A property keeps its attributes among its modifiers, `@Wrapper`: a property
                // wrapper runs code of its own.
                members.properties.append(
                    contentsOf: properties(
                        modifiers: modifiers + attributes.map { "@" + $0 },
                        end: end
                    )
                )
            case "typealias":
                if let alias = typeAlias(end: end) { members.typeAliases.append(alias) }
            case "import":
                skipRestOfLine(end: end)
            default:
                skipStatement(end: end)
            }
            if index == declarationStart { index += 1 }
        }
        index = end
        return members
    }

    private mutating func skipAttributesAndModifiers(
        into modifiers: inout [String],
        attributes: inout [String],
        end: Int
    ) {
        while let word = current, index < end {
            if word.isSymbol("@") {
                if let name = token(at: 1), name.kind == .word { attributes.append(name.text) }
                index += 2
                // `@Module.Wrapper<Int>(…)`: a qualified name, generic arguments, arguments.
                while let dot = current, dot.isSymbol("."), token(at: 1)?.kind == .word {
                    index += 2
                }
                if let open = current, open.isSymbol("<"), index > 0,
                    tokens[index - 1].touches(open)
                {
                    index = indexAfterClosing(from: index)
                }
                if let next = current, next.isSymbol("("), !next.startsLine {
                    index = indexAfterClosing(from: index)
                }
            } else if word.kind == .word
                && (Self.modifierWords.contains(word.text)
                    || (word.text == "class" && isModifierClass))
            {
                index += 1
                if let next = current, next.isSymbol("(") {
                    // `nonisolated(unsafe)`, `private(set)`: the argument is part of it.
                    let close = indexAfterClosing(from: index)
                    let argument = tokens[(index + 1)..<max(index + 1, close - 1)].map(\.text)
                    modifiers.append(word.text + "(" + argument.joined() + ")")
                    index = close
                } else {
                    modifiers.append(word.text)
                }
            } else {
                return
            }
        }
    }

    /// Whether the `class` at the cursor is a modifier (`class func`) rather than a declaration.
    private var isModifierClass: Bool {
        guard let next = token(at: 1), next.kind == .word else { return false }
        return ["func", "var", "let", "subscript", "init", "override", "final"].contains(next.text)
            || Self.modifierWords.contains(next.text)
    }

    private mutating func skipRestOfLine(end: Int) {
        let line = tokens[index].line
        index += 1
        while let token = current, index < end, token.line == line {
            index += 1
        }
    }

    /// Skips a statement or an expression: up to the end of its line, its brackets included,
    /// unless the next line continues it.
    private mutating func skipStatement(end: Int) {
        let start = index
        index = endOfExpression(from: index, end: end, stoppingAt: [])
        codeSpans.append(start..<max(index, start + 1))
    }

    /// Where the expression starting at `start` ends: at a `;`, at a closing bracket it did not
    /// open, at one of `stops` outside brackets, or at a line break that does not continue it.
    private func endOfExpression(from start: Int, end: Int, stoppingAt stops: Set<String>) -> Int {
        var position = start
        while position < end {
            let token = tokens[position]
            if position > start && token.startsLine
                && !Self.continues(previous: tokens[position - 1], next: token)
            {
                return position
            }
            if token.kind == .symbol {
                if [";", "}", ")", "]"].contains(token.text) { return position }
                if stops.contains(token.text) { return position }
                if token.text == "{", position + 1 < end,
                    ["willSet", "didSet"].contains(tokens[position + 1].text)
                {
                    // The observers of a stored property, after its initial value.
                    return position
                }
                if let after = indexAfterGenericArguments(from: position) {
                    position = after
                    continue
                }
                if ["{", "(", "["].contains(token.text) {
                    position = indexAfterClosing(from: position)
                    continue
                }
            }
            position += 1
        }
        return end
    }

    /// Whether `next`, the first token of a line, carries on the expression that `previous` ends.
    private static func continues(previous: Token, next: Token) -> Bool {
        let operators: Set<String> = [
            ".", "=", "+", "-", "*", "/", "%", "&", "|", "^", "<", ">", "!", "?", ":", "~", ",",
            "->",
        ]
        // A postfix `?` or `!` and a closing `>` end a type or an expression more often than
        // they carry one on.
        let carriesOn = operators.subtracting(["?", "!", ">"])
        if previous.kind == .symbol && carriesOn.contains(previous.text) { return true }
        if next.kind == .symbol && operators.subtracting(["!", "~"]).contains(next.text) {
            return true
        }
        return false
    }

    // MARK: Types

    private mutating func typeDeclaration(
        kind: TypeDeclaration.Kind,
        modifiers: [String],
        attributes: [String],
        parent: String?,
        start: Int,
        end: Int
    ) -> [TypeDeclaration] {
        index += 1
        guard let nameToken = current, nameToken.kind == .word else { return [] }
        var name = nameToken.text
        index += 1
        while let dot = current, dot.isSymbol("."), let part = token(at: 1), part.kind == .word {
            name += "." + part.text
            index += 2
        }
        var generics = genericParameterClause()
        var inheritance: [TypeExpression] = []
        if let colon = current, colon.isSymbol(":") {
            index += 1
            while index < end {
                if let word = current, word.isWord("class") {
                    // `protocol P: class`, the older spelling of `AnyObject`.
                    inheritance.append(
                        TypeExpression(
                            tokens: [
                                Token(
                                    kind: .word,
                                    text: "AnyObject",
                                    line: word.line,
                                    column: word.column,
                                    startsLine: word.startsLine
                                )
                            ]
                        )
                    )
                    index += 1
                } else {
                    inheritance.append(typeExpression(end: end))
                }
                guard let comma = current, comma.isSymbol(",") else { break }
                index += 1
            }
        }
        whereClause(into: &generics, end: end)
        guard let open = current, open.isSymbol("{") else { return [] }
        let bodyEnd = indexAfterClosing(from: index) - 1
        index += 1
        let qualifiedName = parent.map { "\($0).\(name)" } ?? name
        let members = self.members(
            until: bodyEnd,
            parent: kind == .extension ? name : qualifiedName
        )
        index = bodyEnd + 1
        let declaration = TypeDeclaration(
            kind: kind,
            name: name,
            parent: kind == .extension ? nil : parent,
            modifiers: modifiers,
            attributes: attributes,
            genericParameters: generics,
            inheritance: inheritance,
            properties: members.properties,
            functions: members.functions,
            typeAliases: members.typeAliases,
            tokens: Array(tokens[start..<min(index, tokens.count)]),
            position: nameToken,
            file: file
        )
        return [declaration] + members.types
    }

    /// `<T: P, U>` at the cursor, or nothing.
    private mutating func genericParameterClause() -> [GenericParameter] {
        guard let open = current, open.isSymbol("<") else { return [] }
        let close = indexAfterClosing(from: index) - 1
        var parameters: [GenericParameter] = []
        index += 1
        while index < close {
            // `<each T>` and `<let N: Int>`: the parameter is the name after the keyword.
            if let word = current, word.isWord("each") || word.isWord("let"),
                token(at: 1)?.kind == .word
            {
                index += 1
            }
            guard let name = current, name.kind == .word else {
                index += 1
                continue
            }
            index += 1
            var constraints: [String] = []
            if let colon = current, colon.isSymbol(":") {
                index += 1
                constraints = typeExpression(end: close).names
            }
            parameters.append(GenericParameter(name: name.text, constraints: constraints))
            if let comma = current, comma.isSymbol(",") { index += 1 }
        }
        index = close + 1
        return parameters
    }

    /// `where T: P, U == V` at the cursor: adds each conformance to its generic parameter.
    private mutating func whereClause(into generics: inout [GenericParameter], end: Int) {
        guard let word = current, word.isWord("where") else { return }
        index += 1
        while index < end {
            while let word = current, word.isWord("repeat") || word.isWord("each") {
                index += 1
            }
            guard let subject = current, subject.kind == .word else { return }
            index += 1
            var isMemberType = false
            while let dot = current, dot.isSymbol("."), token(at: 1)?.kind == .word {
                index += 2
                isMemberType = true
            }
            guard let relation = current, relation.kind == .symbol else { return }
            index += 1
            if relation.text == "=" { index += 1 }
            let constraint = typeExpression(end: end)
            // `Self: P` constrains the extended type, `T.Element: P` an associated type: neither
            // is a generic parameter.
            if relation.text == ":" && subject.text != "Self" && !isMemberType {
                if let found = generics.firstIndex(where: { $0.name == subject.text }) {
                    generics[found].constraints += constraint.names
                } else {
                    generics.append(
                        GenericParameter(name: subject.text, constraints: constraint.names)
                    )
                }
            }
            guard let comma = current, comma.isSymbol(",") else { return }
            index += 1
        }
    }

    /// A type at the cursor, up to what cannot belong to it.
    private mutating func typeExpression(end: Int) -> TypeExpression {
        let start = index
        var depth = 0
        while index < end {
            let token = tokens[index]
            if depth == 0 {
                if index > start && token.startsLine
                    && !Self.continues(previous: tokens[index - 1], next: token)
                {
                    break
                }
                if token.kind == .symbol
                    && ["=", "{", ",", ")", "]", ">", ";", ":"].contains(token.text)
                {
                    break
                }
                if token.isWord("where") { break }
                if token.kind == .word && Self.declarationKeywords.contains(token.text) { break }
            }
            if token.kind == .symbol {
                if ["(", "[", "<"].contains(token.text) { depth += 1 }
                if [")", "]", ">"].contains(token.text) { depth -= 1 }
            }
            index += 1
        }
        return TypeExpression(tokens: Array(tokens[start..<index]))
    }

    // MARK: Functions

    private mutating func function(modifiers: [String], end: Int) -> FunctionDeclaration {
        let keyword = tokens[index]
        index += 1
        var nameToken = keyword
        var name = keyword.text
        if keyword.text == "func", let next = current, index < end {
            nameToken = next
            name = next.text
            index += 1
            if next.kind == .symbol {
                // An operator: the symbols that touch each other, `==` in `static func == <T>`.
                while let more = current, index < end, more.kind == .symbol,
                    !more.isSymbol("("), tokens[index - 1].touches(more)
                {
                    name += more.text
                    index += 1
                }
            }
        }
        if let mark = current, keyword.text == "init", mark.isSymbol("?") || mark.isSymbol("!") {
            index += 1
        }
        var generics = genericParameterClause()
        // Neither a subscript's nor an operator's parameters have labels of their own.
        let isOperator = nameToken.kind == .symbol
        let parameters = parameterClause(namesAreLabels: keyword.text != "subscript" && !isOperator)
        var returnType: TypeExpression?
        while let token = current, index < end {
            if token.kind == .word
                && ["async", "throws", "rethrows", "reasync"].contains(token.text)
            {
                index += 1
                if let open = current, open.isSymbol("("), token.text == "throws" {
                    index = indexAfterClosing(from: index)
                }
            } else if token.isSymbol("->") {
                index += 1
                returnType = typeExpression(end: end)
            } else {
                break
            }
        }
        whereClause(into: &generics, end: end)
        var body: [Token]?
        if let open = current, open.isSymbol("{") {
            let close = indexAfterClosing(from: index)
            body = Array(tokens[(index + 1)..<max(index + 1, close - 1)])
            codeSpans.append(index..<close)
            index = close
        }
        return FunctionDeclaration(
            name: name,
            modifiers: modifiers,
            genericParameters: generics,
            parameters: parameters,
            returnType: returnType,
            body: body,
            position: nameToken
        )
    }

    /// `(label name: Type = default, …)` at the cursor. In a subscript a single name is not a
    /// label: `subscript(index: Int)` is called as `[0]`.
    private mutating func parameterClause(namesAreLabels: Bool = true) -> [Parameter] {
        guard let open = current, open.isSymbol("(") else { return [] }
        let close = indexAfterClosing(from: index) - 1
        index += 1
        var parameters: [Parameter] = []
        while index < close {
            var names: [Token] = []
            while let token = current, index < close, !token.isSymbol(":") {
                if token.isSymbol("@") {
                    index += 1
                } else if token.kind == .word {
                    names.append(token)
                }
                index += 1
            }
            index += 1
            let type = typeExpression(end: close)
            var defaultValue: [Token]?
            if let equals = current, equals.isSymbol("="), index < close {
                let valueEnd = endOfExpression(from: index + 1, end: close, stoppingAt: [","])
                defaultValue = Array(tokens[(index + 1)..<valueEnd])
                codeSpans.append(index..<valueEnd)
                index = valueEnd
            }
            if let nameToken = names.last {
                let label =
                    names.count > 1 ? names[0].text : namesAreLabels ? nameToken.text : "_"
                parameters.append(
                    Parameter(
                        label: label == "_" ? nil : label,
                        name: nameToken.text,
                        type: type,
                        defaultValue: defaultValue,
                        position: nameToken
                    )
                )
            }
            while let token = current, index < close, !token.isSymbol(",") { index += 1 }
            index += 1
        }
        index = close + 1
        return parameters
    }

    // MARK: Properties and aliases

    private mutating func properties(modifiers: [String], end: Int) -> [PropertyDeclaration] {
        let keyword = tokens[index].text
        index += 1
        var found: [PropertyDeclaration] = []
        while let nameToken = current, index < end {
            var names = [nameToken]
            if nameToken.isSymbol("(") {
                // A tuple pattern, `let (a, b): (Int, Int) = …`: one property a name, whose
                // type is not written on its own.
                let close = indexAfterClosing(from: index)
                names = tokens[index..<close].filter { $0.kind == .word && $0.text != "_" }
                index = close
            } else {
                index += 1
            }
            var type: TypeExpression?
            if let colon = current, colon.isSymbol(":") {
                index += 1
                type = typeExpression(end: end)
            }
            var initialValue: [Token]?
            if let equals = current, equals.isSymbol("=") {
                let valueEnd = endOfExpression(from: index + 1, end: end, stoppingAt: [","])
                initialValue = Array(tokens[(index + 1)..<valueEnd])
                codeSpans.append(index..<valueEnd)
                index = valueEnd
            }
            var accessors: [Token]?
            if let open = current, open.isSymbol("{") {
                let close = indexAfterClosing(from: index)
                accessors = Array(tokens[(index + 1)..<max(index + 1, close - 1)])
                codeSpans.append(index..<close)
                index = close
            }
            for name in names where name.kind == .word {
                found.append(
                    PropertyDeclaration(
                        name: name.text,
                        keyword: keyword,
                        modifiers: modifiers,
                        type: nameToken.kind == .word ? type : nil,
                        initialValue: initialValue,
                        accessors: accessors,
                        position: name
                    )
                )
            }
            guard let comma = current, comma.isSymbol(","), index < end else { break }
            index += 1
        }
        return found
    }

    private mutating func typeAlias(end: Int) -> TypeAliasDeclaration? {
        index += 1
        guard let nameToken = current, nameToken.kind == .word else { return nil }
        index += 1
        _ = genericParameterClause()
        guard let equals = current, equals.isSymbol("=") else { return nil }
        index += 1
        return TypeAliasDeclaration(
            name: nameToken.text,
            type: typeExpression(end: end),
            position: nameToken
        )
    }
}
