/// Splits Swift source into tokens, leaving out comments and the text of string literals.
///
/// It knows just enough Swift to tell code from prose: line and nested block comments, string
/// literals (multi-line and raw ones too) and the code of their interpolations.
struct Lexer {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var line = 1
    private var column = 1
    private var sawLineBreak = true
    private var tokens: [Token] = []

    private init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// The tokens of `source`.
    static func tokens(of source: String) -> [Token] {
        var lexer = Lexer(source)
        lexer.lexCode(untilClosingParenthesis: false)
        return lexer.tokens
    }

    // MARK: Reading characters

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let index = position + offset
        return index < scalars.count ? scalars[index] : nil
    }

    private mutating func advance() {
        if scalars[position] == "\n" {
            line += 1
            column = 1
            sawLineBreak = true
        } else {
            column += 1
        }
        position += 1
    }

    private mutating func advance(by count: Int) {
        for _ in 0..<count where position < scalars.count { advance() }
    }

    private func starts(with text: String, at offset: Int = 0) -> Bool {
        var index = position + offset
        for scalar in text.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
        }
        return true
    }

    private mutating func append(_ kind: Token.Kind, _ text: String, line: Int, column: Int) {
        tokens.append(
            Token(kind: kind, text: text, line: line, column: column, startsLine: sawLineBreak)
        )
        sawLineBreak = false
    }

    // MARK: Code

    /// Reads code up to the end, or up to the `)` that closes an interpolation.
    private mutating func lexCode(untilClosingParenthesis: Bool) {
        var depth = 0
        while let scalar = peek() {
            let startLine = line
            let startColumn = column
            if scalar.properties.isWhitespace {
                advance()
            } else if starts(with: "//") {
                while let next = peek(), next != "\n" { advance() }
            } else if starts(with: "/*") {
                skipBlockComment()
            } else if scalar == "\"" || (scalar == "#" && rawStringHashes() != nil) {
                lexString()
            } else if scalar == "`" {
                advance()
                let name = readWhile { $0 != "`" && $0 != "\n" }
                if peek() == "`" { advance() }
                append(.word, name, line: startLine, column: startColumn)
            } else if isIdentifierHead(scalar) || scalar == "$"
                || (scalar == "#" && peek(1).map(isIdentifierHead) == true)
            {
                advance()
                let rest = readWhile(isIdentifierBody)
                append(.word, String(scalar) + rest, line: startLine, column: startColumn)
            } else if scalar.properties.numericType != nil, ("0"..."9").contains(scalar) {
                append(.number, readNumber(), line: startLine, column: startColumn)
            } else if starts(with: "->") {
                advance(by: 2)
                append(.symbol, "->", line: startLine, column: startColumn)
            } else {
                if untilClosingParenthesis {
                    if scalar == "(" { depth += 1 }
                    if scalar == ")" {
                        if depth == 0 { return }
                        depth -= 1
                    }
                }
                advance()
                append(.symbol, String(scalar), line: startLine, column: startColumn)
            }
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while peek() != nil {
            if starts(with: "/*") {
                depth += 1
                advance(by: 2)
            } else if starts(with: "*/") {
                depth -= 1
                advance(by: 2)
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    private mutating func readWhile(_ accepts: (Unicode.Scalar) -> Bool) -> String {
        var text = ""
        while let scalar = peek(), accepts(scalar) {
            text.unicodeScalars.append(scalar)
            advance()
        }
        return text
    }

    private mutating func readNumber() -> String {
        var text = ""
        while let scalar = peek() {
            let continuesAfterDot = scalar == "." && peek(1).map(isDigit) == true
            guard isIdentifierBody(scalar) || continuesAfterDot else { break }
            text.unicodeScalars.append(scalar)
            advance()
        }
        return text
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierHead(scalar) || isDigit(scalar)
            || scalar.properties.generalCategory == .nonspacingMark
    }

    // MARK: Strings

    /// How many `#` open a raw string here, or nil when no raw string starts here.
    private func rawStringHashes() -> Int? {
        var count = 0
        while peek(count) == "#" { count += 1 }
        return count > 0 && peek(count) == "\"" ? count : nil
    }

    /// Reads a string literal as one token; the code of each interpolation becomes tokens.
    private mutating func lexString() {
        let startLine = line
        let startColumn = column
        let hashes = rawStringHashes() ?? 0
        advance(by: hashes)
        let isMultiline = starts(with: "\"\"\"")
        let quote = isMultiline ? "\"\"\"" : "\""
        advance(by: quote.count)
        let closing = quote + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        let stringIndex = tokens.count
        append(.string, "", line: startLine, column: startColumn)
        var content = ""
        defer {
            let token = tokens[stringIndex]
            tokens[stringIndex] = Token(
                kind: .string,
                text: content,
                line: token.line,
                column: token.column,
                startsLine: token.startsLine
            )
        }
        while let scalar = peek() {
            if starts(with: closing) {
                advance(by: closing.count)
                return
            } else if starts(with: escape) {
                advance(by: escape.count)
                if peek() == "(" {
                    advance()
                    content += "\\(…)"
                    lexCode(untilClosingParenthesis: true)
                    if peek() == ")" { advance() }
                } else if let escaped = peek() {
                    content.unicodeScalars.append(escaped)
                    advance()
                }
            } else if scalar == "\n" && !isMultiline {
                return
            } else {
                content.unicodeScalars.append(scalar)
                advance()
            }
        }
    }
}
