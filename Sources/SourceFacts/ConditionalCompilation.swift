/// Keeps the code the compiler builds and drops the rest: of each `#if … #elseif … #else …
/// #endif` block, only the tokens of the first branch whose condition holds stay, and the
/// directives themselves go.
///
/// Conditions are judged as a debug build on this machine judges them, in the Swift 6 language
/// mode: `os(…)`, `arch(…)`, `canImport(…)`, `swift(>=…)`, `compiler(>=…)`, `DEBUG`,
/// `targetEnvironment(…)`, `hasFeature(…)`, `true` and `false`, joined with `!`, `&&`, `||` and
/// parentheses. A flag is set when it is one of the build's `flags` (`DEBUG` in a debug build),
/// as `-D` sets it.
enum ConditionalCompilation {
    /// The tokens of `tokens` that a build with the compilation conditions `flags` compiles.
    static func activeTokens(_ tokens: [Token], flags: Set<String>) -> [Token] {
        guard tokens.contains(where: { $0.kind == .word && $0.text.hasPrefix("#") }) else {
            return tokens
        }
        /// One open `#if`: whether its current branch is kept, and whether one already was.
        struct Block {
            var isActive: Bool
            var wasTaken: Bool
            let outerIsActive: Bool
        }
        var kept: [Token] = []
        var blocks: [Block] = []
        var index = 0
        var isActive: Bool { blocks.last.map(\.isActive) ?? true }
        while index < tokens.count {
            let token = tokens[index]
            let directive = token.kind == .word && token.startsLine ? token.text : ""
            switch directive {
            case "#if", "#elseif":
                let condition = tokens[(index + 1)...].prefix { !$0.startsLine }
                index += 1 + condition.count
                let holds = Condition(tokens: Array(condition), flags: flags).holds
                if directive == "#if" {
                    let outer = isActive
                    blocks.append(
                        Block(isActive: outer && holds, wasTaken: holds, outerIsActive: outer)
                    )
                } else if var block = blocks.popLast() {
                    block.isActive = block.outerIsActive && !block.wasTaken && holds
                    block.wasTaken = block.wasTaken || holds
                    blocks.append(block)
                }
            case "#else":
                index += 1
                if var block = blocks.popLast() {
                    block.isActive = block.outerIsActive && !block.wasTaken
                    block.wasTaken = true
                    blocks.append(block)
                }
            case "#endif":
                index += 1
                _ = blocks.popLast()
            default:
                if isActive { kept.append(token) }
                index += 1
            }
        }
        return kept
    }
}

/// The condition of an `#if`, read and judged.
private struct Condition {
    let tokens: [Token]
    let flags: Set<String>
    private var index = 0

    init(tokens: [Token], flags: Set<String>) {
        self.tokens = tokens
        self.flags = flags
    }

    var holds: Bool {
        var reader = self
        return reader.disjunction()
    }

    private var current: Token? { index < tokens.count ? tokens[index] : nil }

    private mutating func disjunction() -> Bool {
        var value = conjunction()
        while current?.isSymbol("|") == true {
            index += 2
            value = conjunction() || value
        }
        return value
    }

    private mutating func conjunction() -> Bool {
        var value = negation()
        while current?.isSymbol("&") == true {
            index += 2
            value = negation() && value
        }
        return value
    }

    private mutating func negation() -> Bool {
        if current?.isSymbol("!") == true {
            index += 1
            return !negation()
        }
        return primary()
    }

    private mutating func primary() -> Bool {
        guard let token = current else { return false }
        index += 1
        if token.isSymbol("(") {
            let value = disjunction()
            if current?.isSymbol(")") == true { index += 1 }
            return value
        }
        guard token.kind == .word else { return false }
        guard current?.isSymbol("(") == true else {
            return token.text == "true" || flags.contains(token.text)
        }
        index += 1
        var argument: [Token] = []
        var depth = 0
        while let next = current {
            index += 1
            if next.isSymbol("(") { depth += 1 }
            if next.isSymbol(")") {
                if depth == 0 { break }
                depth -= 1
            }
            argument.append(next)
        }
        let text = argument.map(\.text).joined()
        return Platform.satisfies(token.text, text)
    }
}

/// What this machine's compiler answers to a platform condition.
enum Platform {
    static func satisfies(_ function: String, _ argument: String) -> Bool {
        switch function {
        case "os": return argument == os
        case "arch": return argument == arch
        case "canImport":
            let module = argument.split(separator: ",").first.map(String.init) ?? argument
            return importable.contains(module)
        case "swift", "compiler":
            return versionSatisfies(argument)
        case "targetEnvironment", "hasAttribute":
            return false
        case "hasFeature":
            return true
        case "_endian": return argument == "little"
        case "_pointerBitWidth": return argument == "_64"
        case "_runtime": return argument == (os == "macOS" ? "_ObjC" : "_Native")
        default: return false
        }
    }

    #if os(Linux)
        static let os = "Linux"
    #elseif os(macOS)
        static let os = "macOS"
    #elseif os(Windows)
        static let os = "Windows"
    #else
        static let os = "unknown"
    #endif

    #if arch(x86_64)
        static let arch = "x86_64"
    #elseif arch(arm64)
        static let arch = "arm64"
    #else
        static let arch = "unknown"
    #endif

    /// The modules a Swift toolchain on this kind of machine offers.
    static let importable: Set<String> = {
        var modules: Set<String> = [
            "Swift", "Foundation", "Dispatch", "XCTest", "Testing", "Observation",
            "Synchronization", "RegexBuilder", "_Concurrency", "Distributed",
        ]
        #if os(Linux)
            modules.formUnion([
                "Glibc", "FoundationNetworking", "FoundationXML", "FoundationEssentials",
            ])
        #elseif os(macOS)
            modules.formUnion([
                "Darwin", "Combine", "SwiftUI", "AppKit", "CoreGraphics", "os", "ObjectiveC",
                "FoundationEssentials",
            ])
        #endif
        return modules
    }()

    /// The compiler's version, which is also the language's in the Swift 6 mode.
    static let version: [Int] = {
        #if compiler(>=7.0)
            return [7, 0]
        #elseif compiler(>=6.4)
            return [6, 4]
        #elseif compiler(>=6.3)
            return [6, 3]
        #elseif compiler(>=6.2)
            return [6, 2]
        #elseif compiler(>=6.1)
            return [6, 1]
        #else
            return [6, 0]
        #endif
    }()

    /// Whether `>=6.1` or `<6` holds of the compiler's version.
    static func versionSatisfies(_ requirement: String) -> Bool {
        let atLeast = requirement.hasPrefix(">=")
        let below = requirement.hasPrefix("<")
        let number = requirement.drop { !$0.isNumber }
        let wanted = number.split(separator: ".").compactMap { Int($0) }
        let padded = { (parts: [Int]) in parts + Array(repeating: 0, count: max(0, 3 - parts.count))
        }
        let isAtLeast = padded(version).lexicographicallyPrecedes(padded(wanted)) == false
        if atLeast { return isAtLeast }
        if below { return !isAtLeast }
        return false
    }
}
