import Foundation

/// The targets of a `Package.swift`, read from its source: each target's name and the names of
/// what it depends on.
///
/// It reads the manifest as the structure checks read code, without running it: the targets
/// written as `.target(name: "Payment", dependencies: ["AuthenticationContract"])`, with
/// dependencies given by name, as `.target(name:)`, `.byName(name:)` or `.product(name:…)`.
/// A manifest that computes its targets is beyond it; reading the manifest this way needs no
/// other process and no lock on the package's build folder.
public struct PackageManifest: Sendable, Equatable {
    /// One target of the manifest.
    public struct Target: Sendable, Equatable {
        /// The target's name.
        public let name: String
        /// Whether it is a test target.
        public let isTest: Bool
        /// The names of the targets and products it depends on, in order.
        public let dependencies: [String]
        /// The token of its name, for its line.
        public let position: Token
    }

    /// The manifest's path.
    public let path: String
    /// Its targets, in the order they are written.
    public let targets: [Target]

    /// Reads the manifest at `path`.
    public init(contentsOf path: String) throws {
        let source = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
        self.init(path: path, source: source)
    }

    /// Reads the manifest `source`, the text of the file at `path`.
    public init(path: String, source: String) {
        self.path = path
        let tokens = Lexer.tokens(of: source)
        var targets: [Target] = []
        var index = 0
        while index + 2 < tokens.count {
            let kinds = ["target", "executableTarget", "testTarget", "macro", "plugin"]
            if tokens[index].isSymbol("."), kinds.contains(tokens[index + 1].text),
                tokens[index + 2].isSymbol("(")
            {
                let end = Self.closing(tokens, from: index + 2)
                let arguments = Array(tokens[(index + 3)..<end])
                if let name = Self.string(after: "name", in: arguments) {
                    targets.append(
                        Target(
                            name: name.text,
                            isTest: tokens[index + 1].text == "testTarget",
                            dependencies: Self.dependencies(in: arguments),
                            position: name
                        )
                    )
                }
                index = end
            }
            index += 1
        }
        self.targets = targets
    }

    /// The target named `name`, if the manifest has one.
    public func target(_ name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The index of the `)` or `]` that closes the bracket at `start`.
    private static func closing(_ tokens: [Token], from start: Int) -> Int {
        var depth = 0
        for index in start..<tokens.count where tokens[index].kind == .symbol {
            if ["(", "["].contains(tokens[index].text) { depth += 1 }
            if [")", "]"].contains(tokens[index].text) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return tokens.count
    }

    /// The string literal given to the argument `label` at the top level of `arguments`.
    private static func string(after label: String, in arguments: [Token]) -> Token? {
        var depth = 0
        for (index, token) in arguments.enumerated() {
            if token.kind == .symbol && ["(", "["].contains(token.text) { depth += 1 }
            if token.kind == .symbol && [")", "]"].contains(token.text) { depth -= 1 }
            if depth == 0, token.isWord(label), index + 2 < arguments.count,
                arguments[index + 1].isSymbol(":"), arguments[index + 2].kind == .string
            {
                return arguments[index + 2]
            }
        }
        return nil
    }

    /// The names in the `dependencies: […]` argument.
    private static func dependencies(in arguments: [Token]) -> [String] {
        guard
            let label = arguments.indices.first(where: { index in
                arguments[index].isWord("dependencies") && index + 2 < arguments.count
                    && arguments[index + 1].isSymbol(":") && arguments[index + 2].isSymbol("[")
            })
        else { return [] }
        let end = closing(arguments, from: label + 2)
        var names: [String] = []
        var index = label + 3
        while index < end {
            let token = arguments[index]
            if token.kind == .string {
                names.append(token.text)
            } else if token.isSymbol("("), index + 1 < end {
                // `.target(name: "X")`, `.product(name: "X", package: "P")`: the name only.
                let inner = closing(arguments, from: index)
                if let name = string(after: "name", in: Array(arguments[(index + 1)..<inner])) {
                    names.append(name.text)
                }
                index = inner
            }
            index += 1
        }
        return names
    }
}
