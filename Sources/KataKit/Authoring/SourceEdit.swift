import SourceFacts

/// A change to a Swift file, placed by the tokens it touches: a replacement of a run of code,
/// a removal of whole lines, or an insertion.
struct SourceEdit {
    /// Where the change starts and ends, as line and column (from 1), the end excluded.
    let start: (line: Int, column: Int)
    let end: (line: Int, column: Int)
    let replacement: String

    /// Replaces one token.
    init(token: Token, replacement: String) {
        self.init(span: [token], replacement: replacement)
    }

    /// Replaces the code from the first token of `span` to the end of its last.
    init(span: [Token], replacement: String) {
        let first = span.first!
        let last = span.last!
        start = (first.line, first.column)
        end = (last.line, last.column + last.text.unicodeScalars.count)
        self.replacement = replacement
    }

    /// Puts `insertion` right after `token`.
    init(after token: Token, insertion: String) {
        let column = token.column + token.text.unicodeScalars.count
        start = (token.line, column)
        end = (token.line, column)
        replacement = insertion
    }

    /// Removes the whole lines of `statement`.
    init(removing statement: Statement) {
        start = (statement.tokens.first!.line, 1)
        end = (statement.tokens.last!.line + 1, 1)
        replacement = ""
    }

    /// Puts `insertion` on a line of its own just above `statement`, indented as it is.
    init(before statement: Statement, insertion: String) {
        let first = statement.tokens.first!
        start = (first.line, first.column)
        end = start
        replacement = insertion + "\n" + String(repeating: " ", count: first.column - 1)
    }

    /// The same edit, `lines` lines further down: in a file that gained lines at its top.
    func shifted(by lines: Int) -> SourceEdit {
        SourceEdit(
            start: (start.line + lines, start.column),
            end: (end.line + lines, end.column),
            replacement: replacement
        )
    }

    private init(
        start: (line: Int, column: Int),
        end: (line: Int, column: Int),
        replacement: String
    ) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    /// `source` with `edits` made, none of which overlap.
    static func apply(_ edits: [SourceEdit], to source: String) -> String {
        var scalars = Array(source.unicodeScalars)
        var lineStarts = [0]
        for (index, scalar) in scalars.enumerated() where scalar == "\n" {
            lineStarts.append(index + 1)
        }
        func offset(_ place: (line: Int, column: Int)) -> Int {
            guard place.line - 1 < lineStarts.count else { return scalars.count }
            return min(lineStarts[place.line - 1] + place.column - 1, scalars.count)
        }
        let sorted = edits.sorted { offset($0.start) > offset($1.start) }
        for edit in sorted {
            let range = offset(edit.start)..<max(offset(edit.start), offset(edit.end))
            scalars.replaceSubrange(range, with: Array(edit.replacement.unicodeScalars))
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    /// The source between the start of `first` and the end of `last`.
    static func text(from first: Token, through last: Token, in source: String) -> String {
        let lines = source.components(separatedBy: "\n")
        guard first.line - 1 < lines.count, last.line - 1 < lines.count else { return "" }
        var parts: [String] = []
        for line in first.line...last.line {
            let scalars = Array(lines[line - 1].unicodeScalars)
            let from = line == first.line ? first.column - 1 : 0
            let to =
                line == last.line
                ? min(last.column - 1 + last.text.unicodeScalars.count, scalars.count)
                : scalars.count
            var part = ""
            part.unicodeScalars.append(contentsOf: scalars[min(from, to)..<to])
            parts.append(line == first.line ? part : part.trimmingLeadingSpaces())
        }
        return parts.joined(separator: " ")
    }
}

extension String {
    fileprivate func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }
}

/// One statement of a body: the tokens from the line that starts it to the last line that
/// belongs to it (a closure or a call spread over several lines included).
struct Statement {
    let tokens: [Token]

    /// The statements of `body`: those at its top level, or, with `nested`, those of every
    /// block inside it too (a `do`, an `if`, a closure).
    static func all(in body: [Token], nested: Bool = false) -> [Statement] {
        var statements: [Statement] = []
        var braces = 0
        var brackets = 0
        var starts: [(index: Int, braces: Int)] = []
        for (index, token) in body.enumerated() {
            let previous = index > 0 ? body[index - 1] : nil
            let continues =
                previous.map { previous in
                    previous.kind == .symbol
                        && [",", "=", "+", "-", "*", "/", "&", "|", "(", "[", ":", "?", "->"]
                            .contains(previous.text)
                } ?? false
            let startsHere =
                (index == 0 || token.startsLine) && brackets == 0 && !continues
                && !(token.kind == .symbol && ["}", ")", "]", ".", "?", ":"].contains(token.text))
                && (nested || braces == 0)
            if startsHere { starts.append((index, braces)) }
            if token.kind == .symbol {
                switch token.text {
                case "{": braces += 1
                case "}": braces -= 1
                case "(", "[": brackets += 1
                case ")", "]": brackets -= 1
                default: break
                }
            }
        }
        for (position, start) in starts.enumerated() {
            // A statement ends where the next one at its depth or shallower starts, or where
            // the block it is in closes.
            var end = body.count
            for later in starts[(position + 1)...] where later.braces <= start.braces {
                end = later.index
                break
            }
            var depth = 0
            for index in start.index..<end {
                let token = body[index]
                if token.isSymbol("{") { depth += 1 }
                if token.isSymbol("}") {
                    if depth == 0 {
                        end = index
                        break
                    }
                    depth -= 1
                }
            }
            guard end > start.index else { continue }
            statements.append(Statement(tokens: Array(body[start.index..<end])))
        }
        return statements
    }

    /// The statement as its source writes it, on one line.
    func text(in source: String) -> String {
        SourceEdit.text(from: tokens.first!, through: tokens.last!, in: source)
    }

    /// Whether removing it leaves code that should still compile: an expression or an
    /// assignment, not a declaration, a `return` or a control statement.
    var isDeletable: Bool {
        guard let first = tokens.first, first.kind == .word else { return false }
        let keywords: Set<String> = [
            "let", "var", "return", "guard", "if", "for", "while", "switch", "do", "defer",
            "throw", "case", "default", "repeat", "func", "else", "catch", "break", "continue",
        ]
        if keywords.contains(first.text) { return false }
        return tokens.last?.kind != .string
    }

    /// Whether it gives its block's value without `return`: the only statement of a function
    /// that returns something, or the only expression of a closure. Deleting it, or calling
    /// something before it, leaves code that does not compile.
    func givesValue(in body: [Token], of function: FunctionDeclaration) -> Bool {
        guard let first = tokens.first, let last = tokens.last,
            let start = body.firstIndex(where: {
                $0.line == first.line && $0.column == first.column
            }),
            let end = body.firstIndex(where: { $0.line == last.line && $0.column == last.column })
        else { return false }
        let before = start > 0 ? body[start - 1] : nil
        let after = end + 1 < body.count ? body[end + 1] : nil
        if before == nil && after == nil {
            let result = function.returnType?.tokens.map(\.text).joined() ?? ""
            return !["", "Void", "()"].contains(result)
        }
        let opensBlock = before.map {
            $0.isSymbol("{") || ($0.kind == .word && $0.text == "in")
        }
        guard opensBlock == true, after?.isSymbol("}") == true else { return false }
        // An assignment is a statement, not a value.
        return !tokens.contains { $0.isSymbol("=") }
    }

    /// Whether it sets a property back to nothing: `error = nil`, `items = []`, `text = ""`,
    /// `count = 0`, `done = false`.
    var isStateReset: Bool {
        var rest = tokens[...]
        if rest.first?.text == "self", rest.dropFirst().first?.isSymbol(".") == true {
            rest = rest.dropFirst(2)
        }
        guard rest.count >= 3, rest.first?.kind == .word,
            rest.dropFirst().first?.isSymbol("=") == true
        else { return false }
        let value = rest.dropFirst(2).map(\.text)
        return [["nil"], ["[", "]"], ["[", ":", "]"], [""], ["0"], ["false"]].contains(value)
            && rest.dropFirst(2).first?.line == rest.first?.line
    }

    /// The first call in it of a method on one of `properties` (`loader.load()`,
    /// `try await loader.load()`), as source.
    func call(onAnyOf properties: Set<String>, in source: String) -> String? {
        // A call inside a block of the statement (a `do`, an `if`'s body) is that block's
        // statement, not this one's.
        var outside: Set<Int> = []
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.isSymbol("{") { depth += 1 }
            if depth == 0 { outside.insert(index) }
            if token.isSymbol("}") { depth -= 1 }
        }
        for (index, token) in tokens.enumerated()
        where outside.contains(index) && token.kind == .word && properties.contains(token.text)
            && !(index > 0 && tokens[index - 1].isSymbol(".")
                && !(index > 1 && tokens[index - 2].text == "self"))
        {
            guard index + 3 < tokens.count, tokens[index + 1].isSymbol("."),
                tokens[index + 2].kind == .word, tokens[index + 3].isSymbol("(")
            else { continue }
            var depth = 0
            var close = index + 3
            while close < tokens.count {
                if tokens[close].isSymbol("(") { depth += 1 }
                if tokens[close].isSymbol(")") {
                    depth -= 1
                    if depth == 0 { break }
                }
                close += 1
            }
            guard close < tokens.count else { return nil }
            var start = index
            if start > 1, tokens[start - 1].isSymbol("."), tokens[start - 2].text == "self" {
                start -= 2
            }
            while start > 0, ["try", "await"].contains(tokens[start - 1].text) { start -= 1 }
            return SourceEdit.text(from: tokens[start], through: tokens[close], in: source)
        }
        return nil
    }
}

/// A call with labelled arguments, `Point(x: a, y: b)`, found in code.
struct Call {
    /// One argument: its label, and its value's tokens and source.
    struct Argument {
        let label: String?
        let tokens: [Token]
        let text: String
    }

    let name: String
    let arguments: [Argument]

    /// Every call in `tokens` whose arguments are plain: each on one line, none a string.
    static func all(in tokens: [Token], source: String) -> [Call] {
        var calls: [Call] = []
        for (index, token) in tokens.enumerated()
        where token.kind == .word && index + 1 < tokens.count && tokens[index + 1].isSymbol("(")
            && !(index > 0 && tokens[index - 1].isSymbol("."))
        {
            var arguments: [[Token]] = [[]]
            var depth = 0
            var position = index + 1
            while position < tokens.count {
                let token = tokens[position]
                if ["(", "[", "{"].contains(token.text) && token.kind == .symbol { depth += 1 }
                if [")", "]", "}"].contains(token.text) && token.kind == .symbol {
                    depth -= 1
                    if depth == 0 { break }
                }
                if depth == 1 && token.isSymbol(",") {
                    arguments.append([])
                } else if depth >= 1
                    && !(depth == 1 && token.isSymbol("(") && position == index + 1)
                {
                    arguments[arguments.count - 1].append(token)
                }
                position += 1
            }
            let parsed = arguments.filter { !$0.isEmpty }.compactMap { tokens -> Argument? in
                var value = tokens[...]
                var label: String?
                if tokens.count > 2, tokens[0].kind == .word, tokens[1].isSymbol(":") {
                    label = tokens[0].text
                    value = tokens.dropFirst(2)
                }
                guard let first = value.first, let last = value.last, first.line == last.line,
                    !value.contains(where: { $0.kind == .string || $0.kind == .regex })
                else { return nil }
                return Argument(
                    label: label,
                    tokens: Array(value),
                    text: SourceEdit.text(from: first, through: last, in: source)
                )
            }
            guard parsed.count == arguments.filter({ !$0.isEmpty }).count, parsed.count > 1 else {
                continue
            }
            calls.append(Call(name: token.text, arguments: parsed))
        }
        return calls
    }
}
