import Foundation
import SourceFacts

/// A whole number worked out of several in the source, `40 * 25` or `1 << 62`: the same limit
/// as `1000`, written so that no single number in it is large.
///
/// The compiler places each number where it is written and keeps the arithmetic as calls, so
/// the reach sees `40` and `25`. This reads the source from the first number of such a chain,
/// over numbers, arithmetic operators, parentheses and spaces, and works it out with Swift's
/// precedence. A chain that holds a name (`count * 25`) is no constant, and is left alone.
enum WrittenArithmetic {
    /// The value of the chain of arithmetic that starts with the number at `place`, or nil when
    /// the number stands alone, is not the chain's first, or the chain is not all numbers.
    static func value(at place: CompiledLocation) -> Int? {
        guard let text = try? String(contentsOfFile: place.file, encoding: .utf8) else {
            return nil
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(place.line - 1) else { return nil }
        let line = Array(lines[place.line - 1].utf8)
        let start = place.column - 1
        guard line.indices.contains(start), isDigit(line[start]) else { return nil }
        // The number must begin the chain: what comes before it is no operand of arithmetic.
        var before = start - 1
        while before >= 0, line[before] == space || line[before] == openParenthesis {
            before -= 1
        }
        if before >= 0, operatorBytes.contains(line[before]) {
            if let shifted = shift(line, by: start, endingAt: before) { return shifted }
            let previous = before - 1
            let isRange = line[before] == dot || (previous >= 0 && line[previous] == dot)
            if !isRange && !isComparison(line, at: before) { return nil }
        }
        // A number right after grouping parentheses starts the chain at the first of them:
        // `(2 + 3) * 40`. A call's parenthesis (`prefix(`) is no part of it.
        var first = start
        while first > 0, line[first - 1] == openParenthesis || line[first - 1] == space {
            let previous = first - 2
            if line[first - 1] == openParenthesis, previous >= 0, isNameByte(line[previous]) {
                break
            }
            first -= 1
        }
        while line[first] == space { first += 1 }
        guard let tokens = tokens(in: line[first...]), tokens.count >= 3 else { return nil }
        var parser = Parser(tokens: tokens)
        guard let value = parser.expression(), parser.index == tokens.count else { return nil }
        return value
    }

    private static let space = UInt8(ascii: " ")
    private static let dot = UInt8(ascii: ".")
    private static let openParenthesis = UInt8(ascii: "(")
    private static let operatorBytes = Set("*/%+-<>&|^.".utf8)

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "_")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether the operator ending at `index` compares (`>`, `<=`, `==`) rather than computes.
    /// The number a shift to the left by the number at `start` multiplies by, `1 << k`, when
    /// the operator ending at `end` is `<<` and what it shifts is no number: `size << 16`
    /// writes 65,536 as surely as `size * 65_536` does. A shift of a number (`1 << 16`) is a
    /// chain of its own, worked out from its first number.
    private static func shift(_ line: [UInt8], by start: Int, endingAt end: Int) -> Int? {
        guard end >= 1, line[end] == UInt8(ascii: "<"), line[end - 1] == UInt8(ascii: "<")
        else { return nil }
        var operand = end - 2
        while operand >= 0, line[operand] == space { operand -= 1 }
        guard operand >= 0, !isDigit(line[operand]) else { return nil }
        var amount = 0
        var index = start
        while index < line.count, isDigit(line[index]) || line[index] == UInt8(ascii: "_") {
            if isDigit(line[index]) { amount = amount * 10 + Int(line[index] - UInt8(ascii: "0")) }
            guard amount < Int.bitWidth - 1 else { return nil }
            index += 1
        }
        return 1 << amount
    }

    private static func isComparison(_ line: [UInt8], at index: Int) -> Bool {
        var first = index
        while first > 0, operatorBytes.contains(line[first - 1]) || line[first - 1] == 61 {
            first -= 1
        }
        let text = String(decoding: line[first...index], as: UTF8.self)
        return ["<", ">", "<=", ">=", "==", "!=", "&&", "||"].contains(text)
    }

    enum Token: Equatable {
        case number(Int)
        case op(String)
        case open, close
    }

    /// The tokens of the chain from its first number on, up to the first byte that cannot be
    /// part of it; nil when a name or a call is in it.
    private static func tokens(in bytes: ArraySlice<UInt8>) -> [Token]? {
        var tokens: [Token] = []
        var index = bytes.startIndex
        var depth = 0
        scan: while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == space {
                index += 1
                continue
            }
            if isDigit(byte) {
                var end = index
                while end < bytes.endIndex,
                    isDigit(bytes[end]) || bytes[end] == UInt8(ascii: "_")
                        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end])
                        || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(bytes[end])
                {
                    end += 1
                }
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                    .replacingOccurrences(of: "_", with: "")
                let number: Int?
                if text.hasPrefix("0x") {
                    number = Int(text.dropFirst(2), radix: 16)
                } else if text.hasPrefix("0b") {
                    number = Int(text.dropFirst(2), radix: 2)
                } else if text.hasPrefix("0o") {
                    number = Int(text.dropFirst(2), radix: 8)
                } else {
                    number = Int(text)
                }
                guard let number else { return nil }
                tokens.append(.number(number))
                index = end
                continue
            }
            if byte == openParenthesis {
                depth += 1
                tokens.append(.open)
                index += 1
                continue
            }
            if byte == UInt8(ascii: ")") {
                guard depth > 0 else { break scan }
                depth -= 1
                tokens.append(.close)
                index += 1
                continue
            }
            for symbol in ["&<<", "&>>", "<<", ">>", "&*", "&+", "&-", "*", "/", "%", "+", "-"] {
                let utf8 = Array(symbol.utf8)
                guard bytes[index...].starts(with: utf8) else { continue }
                // `..<`, `...`, `->` and comparisons end the chain.
                let after = index + utf8.count
                if after < bytes.endIndex, operatorBytes.contains(bytes[after]) { break scan }
                tokens.append(.op(symbol))
                index = after
                continue scan
            }
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || byte == UInt8(ascii: "_") || byte == dot
            {
                // A name, a member or a call: the chain is no constant, unless it ended before.
                if case .op = tokens.last { return nil }
                if tokens.last == .open { return nil }
            }
            break
        }
        while let last = tokens.last, last != .close, !isNumber(last) { tokens.removeLast() }
        let opens = tokens.filter { $0 == .open }.count
        let closes = tokens.filter { $0 == .close }.count
        guard opens == closes, tokens.contains(where: { if case .op = $0 { true } else { false } })
        else { return nil }
        return tokens
    }

    private static func isNumber(_ token: Token) -> Bool {
        if case .number = token { return true }
        return false
    }

    /// Swift's precedence for the operators of a chain: shifts, then products, then sums.
    struct Parser {
        let tokens: [Token]
        var index = 0

        mutating func expression() -> Int? { sum() }

        private mutating func sum() -> Int? {
            guard var value = product() else { return nil }
            while case .op(let symbol) = peek, ["+", "-", "&+", "&-"].contains(symbol) {
                index += 1
                guard let right = product() else { return nil }
                let (sum, overflow) =
                    symbol.hasSuffix("+")
                    ? value.addingReportingOverflow(right)
                    : value.subtractingReportingOverflow(right)
                value = overflow ? Int.max : sum
            }
            return value
        }

        private mutating func product() -> Int? {
            guard var value = shift() else { return nil }
            while case .op(let symbol) = peek, ["*", "/", "%", "&*"].contains(symbol) {
                index += 1
                guard let right = shift() else { return nil }
                switch symbol {
                case "/": value = right == 0 ? value : value / right
                case "%": value = right == 0 ? value : value % right
                default:
                    let (product, overflow) = value.multipliedReportingOverflow(by: right)
                    value = overflow ? Int.max : product
                }
            }
            return value
        }

        private mutating func shift() -> Int? {
            guard var value = operand() else { return nil }
            while case .op(let symbol) = peek, symbol.hasSuffix("<<") || symbol.hasSuffix(">>") {
                index += 1
                guard let right = operand() else { return nil }
                let amount = min(max(right, 0), 63)
                value =
                    symbol.hasSuffix("<<")
                    ? (amount >= 63 || value > Int.max >> amount ? Int.max : value << amount)
                    : value >> amount
            }
            return value
        }

        private mutating func operand() -> Int? {
            switch peek {
            case .number(let value):
                index += 1
                return value
            case .op("-"):
                index += 1
                return operand().map { -$0 }
            case .open:
                index += 1
                guard let value = sum(), peek == .close else { return nil }
                index += 1
                return value
            default:
                return nil
            }
        }

        private var peek: Token? { index < tokens.count ? tokens[index] : nil }
    }
}
