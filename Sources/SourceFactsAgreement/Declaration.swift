import Foundation
import SourceFacts

/// One declaration as both readers can state it: a type, a property, a function (methods,
/// initializers, subscripts and operators included) or a type alias, under its owner.
struct Declaration: Hashable, Comparable {
    enum Kind: String, Comparable {
        case type, property, function, `typealias`

        static func < (left: Kind, right: Kind) -> Bool { left.rawValue < right.rawValue }
    }

    let kind: Kind
    /// The type it belongs to, dotted (`Outer.Inner`), or "" at the top of a file.
    let owner: String
    /// The type's or property's name, or the function's full name, `init(board:factory:)`.
    let name: String
    /// Whether it belongs to the type rather than to an instance.
    let isStatic: Bool

    /// How it reads in a message.
    var shown: String {
        let place = owner.isEmpty ? name : "\(owner).\(name)"
        return "\(isStatic ? "static " : "")\(kind.rawValue) \(place)"
    }

    static func < (left: Declaration, right: Declaration) -> Bool {
        (left.owner, left.name, left.kind) < (right.owner, right.name, right.kind)
    }
}

/// What one reader says a module declares.
struct ModuleFacts {
    /// Each declaration, with what is said of it: a type's kind, a property's written type
    /// (nil when it is not written), a function's parameter types. Functions that share a full
    /// name (overloads) each add a detail.
    var details: [Declaration: [String?]] = [:]
    /// Where each declaration is, for messages.
    var places: [Declaration: String] = [:]
    /// What each type conforms to or inherits from, by the type's dotted name.
    var conformances: [String: Set<String>] = [:]
    /// The kind of each type, by its dotted name: `class`, `struct`, `enum`, `actor`, `protocol`.
    var typeKinds: [String: String] = [:]
    /// The attributes of each type, by its dotted name: a macro such as `@Observable` adds
    /// conformances the source does not write.
    var attributes: [String: Set<String>] = [:]
    /// The runs of code that declare nothing, by file: a variable the compiler finds there is a
    /// local one.
    var codeSpans: [String: [(first: Token, last: Token)]] = [:]

    mutating func add(_ declaration: Declaration, detail: String?, place: String) {
        details[declaration, default: []].append(detail)
        places[declaration] = places[declaration] ?? place
    }
}

/// A type as text both readers spell alike: no spaces, no backquotes, and no `any` (the
/// compiler writes it for every existential, even where the source leaves it out).
func normalized(_ type: String) -> String {
    type.replacingOccurrences(of: #"\bany\s+"#, with: "", options: .regularExpression)
        .replacingOccurrences(of: #"\s+"#, with: "", options: .regularExpression)
        .replacingOccurrences(of: "`", with: "")
}

extension ModuleFacts {
    /// What the project's own reader says of `module`.
    init(reading module: SourceModule) {
        for file in module.files {
            codeSpans[file.path] = file.codeSpans
            let place = { (token: Token) in "\(file.path):\(token.line)" }
            for type in file.types {
                let owner = (type.parent.map { "\($0)." } ?? "") + type.name
                if type.kind != .extension {
                    let declaration = Declaration(
                        kind: .type,
                        owner: type.parent ?? "",
                        name: type.name,
                        isStatic: false
                    )
                    add(declaration, detail: type.kind.rawValue, place: place(type.position))
                    typeKinds[owner] = type.kind.rawValue
                }
                conformances[owner, default: []].formUnion(
                    type.inheritance.flatMap {
                        module.resolvedNames(of: $0, genericParameters: type.genericParameters)
                    }
                )
                attributes[owner, default: []].formUnion(type.attributes)
                for property in type.properties {
                    addProperty(property, owner: owner, place: place(property.position))
                }
                for function in type.functions {
                    addFunction(function, owner: owner, place: place(function.position))
                }
                for alias in type.typeAliases {
                    add(
                        Declaration(
                            kind: .typealias,
                            owner: owner,
                            name: alias.name,
                            isStatic: false
                        ),
                        detail: nil,
                        place: place(alias.position)
                    )
                }
            }
            for property in file.properties {
                addProperty(property, owner: "", place: place(property.position))
            }
            for function in file.functions {
                addFunction(function, owner: "", place: place(function.position))
            }
            for alias in file.typeAliases {
                add(
                    Declaration(kind: .typealias, owner: "", name: alias.name, isStatic: false),
                    detail: nil,
                    place: place(alias.position)
                )
            }
        }
    }

    private mutating func addProperty(
        _ property: PropertyDeclaration,
        owner: String,
        place: String
    ) {
        add(
            Declaration(
                kind: .property,
                owner: owner,
                name: property.name,
                isStatic: property.isStatic
            ),
            detail: property.type.map { normalized($0.text) },
            place: place
        )
    }

    private mutating func addFunction(
        _ function: FunctionDeclaration,
        owner: String,
        place: String
    ) {
        let isOperator = function.name.first.map { !$0.isLetter && $0 != "_" } ?? false
        let isStatic =
            !isOperator
            && (function.modifiers.contains("static") || function.modifiers.contains("class"))
        add(
            Declaration(kind: .function, owner: owner, name: function.fullName, isStatic: isStatic),
            detail: function.parameters.map { normalized($0.type.text) }.joined(separator: ", "),
            place: place
        )
    }
}

extension ModuleFacts {
    /// What the compiler's symbol graphs say of a module: every declaration written in its
    /// source, leaving out what the compiler makes by itself (memberwise initializers,
    /// synthesized conformances' members, members inherited from other modules).
    init(graphs: [SymbolGraph], files: [URL], reader: ModuleFacts? = nil) {
        let paths = Set(files.map(\.standardizedFileURL.path))
        var typeLocations: [String: SymbolGraph.Symbol.Location] = [:]
        var names: [String: String] = [:]
        for graph in graphs {
            for symbol in graph.symbols {
                names[symbol.identifier.precise] = symbol.pathComponents.joined(separator: ".")
                if Self.typeKinds[symbol.kind.identifier] != nil, let location = symbol.location {
                    typeLocations[symbol.pathComponents.joined(separator: ".")] = location
                }
            }
            for relation in graph.relationships where relation.kind == "memberOf" {
                if names[relation.target] == nil, let fallback = relation.targetFallback {
                    names[relation.target] = fallback.split(separator: ".").dropFirst()
                        .joined(separator: ".")
                }
            }
        }
        for graph in graphs {
            for symbol in graph.symbols {
                // What the compiler wrote itself, what a re-exported module declares, and what
                // is declared inside a function, are not the module's declarations.
                guard let location = symbol.location,
                    !symbol.identifier.precise.contains("::SYNTHESIZED::"),
                    !symbol.pathComponents.dropLast().contains(where: { $0.contains("(") })
                else { continue }
                let file = URL(string: location.uri)?.standardizedFileURL.path ?? location.uri
                // A file of another module that this one re-exports; a `#sourceLocation` names
                // a file that is not there.
                if !paths.contains(file) && FileManager.default.fileExists(atPath: file) {
                    continue
                }
                let owner = symbol.pathComponents.dropLast().joined(separator: ".")
                let name = symbol.pathComponents.last ?? ""
                let place =
                    "\(location.uri.replacingOccurrences(of: "file://", with: "")):\(location.position.line + 1)"
                let fragments = symbol.declarationFragments.map(\.spelling).joined()
                let kind = symbol.kind.identifier
                let position = (file, location.position.line + 1, location.position.character + 1)
                if let reader, reader.isInsideCode(position) {
                    continue  // a local variable, or a closure's parameter
                }
                if var typeKind = Self.typeKinds[kind] {
                    if typeKind == "class" && fragments.hasPrefix("actor ")
                        || fragments.contains(" actor ")
                    {
                        typeKind = "actor"
                    }
                    add(
                        Declaration(kind: .type, owner: owner, name: name, isStatic: false),
                        detail: typeKind,
                        place: place
                    )
                    typeKinds[symbol.pathComponents.joined(separator: ".")] = typeKind
                } else if ["swift.property", "swift.type.property", "swift.var"].contains(kind) {
                    add(
                        Declaration(
                            kind: .property,
                            owner: owner,
                            name: name,
                            isStatic: kind == "swift.type.property"
                        ),
                        detail: Self.propertyType(symbol, named: name).map(normalized),
                        place: place
                    )
                } else if Self.functionKinds.contains(kind) {
                    // An initializer at its type's own place is one the compiler wrote.
                    if kind == "swift.init", typeLocations[owner]?.position == location.position {
                        continue
                    }
                    let parameters = symbol.functionSignature?.parameters ?? []
                    let types = parameters.map { parameter in
                        let text = parameter.declarationFragments.map(\.spelling).joined()
                        let type =
                            text.range(of: ": ").map { String(text[$0.upperBound...]) } ?? text
                        return normalized(type)
                    }
                    add(
                        Declaration(
                            kind: .function,
                            owner: owner,
                            name: name,
                            isStatic: ["swift.type.method", "swift.type.subscript"].contains(kind)
                        ),
                        detail: types.joined(separator: ", "),
                        place: place
                    )
                } else if kind == "swift.typealias" {
                    add(
                        Declaration(kind: .typealias, owner: owner, name: name, isStatic: false),
                        detail: nil,
                        place: place
                    )
                }
            }
        }
        for graph in graphs {
            for relation in graph.relationships
            where relation.kind == "conformsTo" || relation.kind == "inheritsFrom" {
                guard let source = names[relation.source] else { continue }
                let target =
                    names[relation.target].map { String($0.split(separator: ".").last ?? "") }
                    ?? relation.targetFallback.map { String($0.split(separator: ".").last ?? "") }
                guard let target else { continue }
                conformances[source, default: []].insert(target)
            }
        }
    }

    static let typeKinds = [
        "swift.class": "class", "swift.struct": "struct", "swift.enum": "enum",
        "swift.protocol": "protocol",
    ]

    static let functionKinds: Set<String> = [
        "swift.method", "swift.type.method", "swift.func", "swift.func.op", "swift.init",
        "swift.subscript", "swift.type.subscript",
    ]

    /// The type after the property's name in its declaration, `Pair<String, Never?>` in
    /// `let subject: Pair<String, Never?>`, without its accessors.
    static func propertyType(_ symbol: SymbolGraph.Symbol, named name: String) -> String? {
        let fragments = symbol.declarationFragments
        guard
            let nameIndex = fragments.firstIndex(where: {
                $0.kind == "identifier"
                    && $0.spelling.replacingOccurrences(of: "`", with: "") == name
            })
        else { return nil }
        var text = fragments[(nameIndex + 1)...].map(\.spelling).joined()
        guard text.hasPrefix(":") else { return nil }
        text.removeFirst()
        if let accessors = text.range(of: " {") { text = String(text[..<accessors.lowerBound]) }
        return text.trimmingCharacters(in: .whitespaces)
    }
}

extension ModuleFacts {
    /// Whether `position` is inside a body, an initial value or a statement of the reader's
    /// files: where a variable is a local one.
    func isInsideCode(_ position: (file: String, line: Int, column: Int)) -> Bool {
        let spans =
            codeSpans.first {
                URL(fileURLWithPath: $0.key).standardizedFileURL.path == position.file
            }?
            .value ?? []
        let point = (position.line, position.column)
        return spans.contains { span in
            (span.first.line, span.first.column) <= point
                && point <= (span.last.line, span.last.column)
        }
    }
}
