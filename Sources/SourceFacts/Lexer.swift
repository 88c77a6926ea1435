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
            } else if let hashes = regexHashes() {
                lexRegex(hashes: hashes)
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

    /// Whether `scalar` can start a name: a letter, `_`, or any other character outside ASCII
    /// that Swift does not keep for operators, emoji included (`café`, `π`, `🚀`).
    private func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        return !scalar.properties.isWhitespace && !Self.isOperatorCharacter(scalar)
            && !Self.isCombining(scalar)
    }

    private func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierHead(scalar) || isDigit(scalar) || Self.isCombining(scalar)
            || (!scalar.isASCII && scalar.properties.generalCategory == .nonspacingMark)
            || scalar == "\u{200D}" || (0xFE00...0xFE0F).contains(scalar.value)
    }

    /// The characters outside ASCII that Swift's grammar keeps for operators.
    private static func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let ranges: [ClosedRange<UInt32>] = [
            0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6,
            0xBB...0xBB, 0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017,
            0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
            0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
        ]
        return ranges.contains { $0.contains(scalar.value) }
    }

    /// Combining marks, which continue a name or an operator but start neither.
    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        let ranges: [ClosedRange<UInt32>] = [
            0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
        ]
        return ranges.contains { $0.contains(scalar.value) }
    }

    // MARK: Regular expressions

    /// How many `#` open a regex literal here (0 for a bare `/…/`), or nil when none starts.
    ///
    /// A bare `/` starts a regex where an expression can start (not after a name, a literal or
    /// a closing bracket), when it is not followed by a space, and when its closing `/` is on
    /// the same line: the rules Swift 6 applies to tell a regex from a division.
    private func regexHashes() -> Int? {
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        guard peek(hashes) == "/" else { return nil }
        if hashes > 0 { return hashes }
        if let next = peek(1), next == " " || next == "\t" || next == "\n" || next == "=" {
            return nil
        }
        if let previous = tokens.last {
            switch previous.kind {
            case .word:
                let keywords: Set<String> = [
                    "return", "case", "in", "where", "if", "guard", "while", "try", "await",
                    "throw", "else", "switch", "yield", "repeat", "is", "as",
                ]
                if !keywords.contains(previous.text) { return nil }
            case .number, .string, .regex:
                return nil
            case .symbol:
                if [")", "]", "}", ">"].contains(previous.text) { return nil }
                // A postfix `!` or `?` ends an operand: `value! / 2`.
                if ["!", "?"].contains(previous.text), tokens.count >= 2,
                    tokens[tokens.count - 2].touches(previous)
                {
                    return nil
                }
            }
        }
        var offset = 1
        var inClass = 0
        while let scalar = peek(offset), scalar != "\n" {
            if scalar == "\\" {
                offset += 2
                continue
            }
            if scalar == "[" { inClass += 1 }
            if scalar == "]" && inClass > 0 { inClass -= 1 }
            if scalar == "/" && inClass == 0 {
                return peek(offset - 1) == " " ? nil : 0
            }
            offset += 1
        }
        return nil
    }

    /// Reads a regex literal as one token, whose text is its content.
    private mutating func lexRegex(hashes: Int) {
        let startLine = line
        let startColumn = column
        advance(by: hashes + 1)
        let closing = "/" + String(repeating: "#", count: hashes)
        var content = ""
        while let scalar = peek() {
            if scalar == "\\", let next = peek(1) {
                content.unicodeScalars.append(scalar)
                content.unicodeScalars.append(next)
                advance(by: 2)
                continue
            }
            if starts(with: closing) {
                advance(by: closing.unicodeScalars.count)
                break
            }
            if scalar == "\n" && hashes == 0 { break }
            content.unicodeScalars.append(scalar)
            advance()
        }
        append(.regex, content, line: startLine, column: startColumn)
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
