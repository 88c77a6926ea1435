/// Which code of a module runs which other code: its types' members, free functions and
/// globals, joined by the references in their bodies, default values, initial values and
/// declared types.
///
/// A checker asks it what a type *reaches*: not only what the type's own code names, but what
/// any code it can run names, through a free function, a static member, a nested enum, a
/// convenience initializer, a default argument, a stored closure, a type alias or a protocol
/// extension's default. `GameOfLifeViewController.init() → makeStandardGrid() → Board()`.
///
/// It follows calls by name, as far as the source can tell them apart: a type the code creates,
/// names or calls a static member of; a free function or a global it calls or reads; a static
/// member the context chooses (`.live()`). A method called on a value (`loader.load()`) is
/// dynamic dispatch through whatever the value is: the seam the katas teach, so it is not
/// followed.
package struct CodeGraph: Sendable {
    /// One piece of code that runs: a member of a type, a free function, or a global.
    package struct Node: Hashable, Sendable {
        /// The type it belongs to, or nil for a free function or a global.
        package let owner: String?
        /// The function's full name, `init(board:)`, or the property's name.
        package let name: String

        /// How a path shows it: `GameOfLifeViewController.init()`, `makeStandardGrid()`.
        package var label: String { owner.map { "\($0).\(name)" } ?? name }
    }

    /// What a search stops at: the details, volatile things and globals a policy must not
    /// reach.
    package struct Targets: Sendable {
        /// Types of the module (or of other modules) that must not be named at all:
        /// `Board`, `ConcreteButtonControllerFactory`.
        package var types: Set<String>
        /// Pieces of code that must not run: `Date()` (that creation, with no arguments),
        /// `URLSession(` (any creation), `URLSession.shared` (that member), `.shared` (that
        /// member of any type), `URLSession` (any use of the type).
        package var patterns: [String]
        /// Whether reading a global that holds an object or can change (a global or static
        /// `var`, a `let` holding a class instance) is a target too.
        package var globals: Bool

        /// Creates targets.
        package init(types: Set<String> = [], patterns: [String] = [], globals: Bool = false) {
            self.types = types
            self.patterns = patterns
            self.globals = globals
        }
    }

    /// A target reached from a type, and the way there.
    package struct Reached: Sendable, Equatable {
        /// The reference that reaches the target.
        package let reference: CodeReference
        /// What is reached, as a message names it: `Board()`, `URLSession.shared`, the global
        /// `locator`.
        package let target: String
        /// The file the reference is in.
        package let file: String
        /// The code that runs on the way, from the type's own member to the one holding the
        /// reference.
        package let path: [Node]

        /// The way there as one line: `A.init() → makeStandardGrid() → Board()`.
        package var route: String {
            (path.map(\.label) + [reference.text]).joined(separator: " → ")
        }
    }

    private struct Code: Sendable {
        let tokens: [Token]
        let file: String
        /// Whether these are default values of parameters: the caller's business, where a
        /// search says so.
        var isDefault = false
        /// The type the code gives back, when it is a body: a function's return type, a
        /// computed property's type. An implicit member it returns is that type's.
        var valueType: TypeExpression? = nil
    }

    /// The code of a function: its body, then its parameter and return types, then its default
    /// values apart.
    private static func code(of function: FunctionDeclaration, in file: String) -> [Code] {
        var signature: [Token] = []
        var defaults: [Token] = []
        for parameter in function.parameters {
            signature += parameter.type.tokens + [separator]
            // The annotation is kept before a default, so `= .init()` knows what it makes.
            if let value = parameter.defaultValue, !value.isEmpty {
                defaults += [colon] + parameter.type.tokens + [equals] + value + [separator]
            }
        }
        signature += function.returnType?.tokens ?? []
        return [
            Code(tokens: function.body ?? [], file: file, valueType: function.returnType),
            Code(tokens: signature, file: file),
            Code(tokens: defaults, file: file, isDefault: true),
        ]
    }

    /// The code of a property: its type and initial value, as `: Type = value`, so that an
    /// initial `.init()` knows what it makes; then its accessors, which give back its type.
    private static func code(
        of property: PropertyDeclaration,
        in file: String,
        module: SourceModule
    ) -> [Code] {
        // `@Wrapper var x` makes a `Wrapper` for every instance: its initializer runs.
        let wrappers = property.modifiers.filter { $0.hasPrefix("@") }.map {
            String($0.dropFirst())
        }
        .filter { module.kind(of: $0) != nil }
        .flatMap { name in
            [
                Token(
                    kind: .word,
                    text: name,
                    line: property.position.line,
                    column: property.position.column,
                    startsLine: false
                ),
                Token(kind: .symbol, text: "(", line: 0, column: 0, startsLine: false),
                Token(kind: .symbol, text: ")", line: 0, column: 0, startsLine: false),
                separator,
            ]
        }
        let typeTokens = property.type?.tokens ?? []
        let annotation = typeTokens.isEmpty ? [] : [colon] + typeTokens
        let value = property.initialValue.map { [equals] + $0 } ?? []
        return [
            Code(tokens: wrappers + annotation + value + [separator], file: file),
            Code(tokens: property.accessors ?? [], file: file, valueType: property.type),
        ]
    }

    /// The code of each node.
    private var code: [Node: [Code]] = [:]
    /// The nodes of each type's members, by the type's simple name and dotted name.
    private var members: [String: [Node]] = [:]
    /// The free functions, by base name.
    private var functions: [String: [Node]] = [:]
    /// The globals (properties outside any type), by name.
    private var globals: [String: Node] = [:]
    /// The static members of every type, by member name, for `.live()`.
    private var staticMembers: [String: [Node]] = [:]
    /// Static stored properties and globals that hold an object or can change.
    private var sharedState: Set<Node> = []
    /// The generic parameters each function's code can name: its own and its type's.
    private var genericParameters: [Node: [String]] = [:]
    /// The members the module adds to types it does not declare (`extension Optional`,
    /// `extension Array`), by name: called on a value, they are followed by name.
    private var externalExtensionMembers: [String: [Node]] = [:]
    /// The protocols and superclasses of each type of the module, by simple name.
    private var supertypes: [String: [String]] = [:]
    /// The declared type of each value a node's code can name by itself: its parameters, and
    /// the stored properties of its type.
    private var valueTypes: [Node: [String: TypeExpression]] = [:]
    /// The stored properties of each type of the module, by simple name, with their types.
    private var storedTypes: [String: [String: TypeExpression]] = [:]
    /// The operators the module declares, free or static, that Swift does not.
    private var operators: [String] = []
    /// The module, to resolve type aliases.
    private let module: SourceModule

    /// Reads the code graph of `module`.
    package init(module: SourceModule) {
        self.module = module
        for file in module.files {
            for type in file.types {
                let owner = type.simpleName
                let scope = type.genericParameters
                supertypes[owner, default: []] += type.inheritance.flatMap {
                    module.resolvedNames(of: $0, genericParameters: scope)
                }
                let isExternal =
                    type.kind == .extension
                    && module.declarations(of: type.name)
                        .allSatisfy { $0.kind == .extension }
                for property in type.properties where property.isStored {
                    if let declared = property.type {
                        storedTypes[owner, default: [:]][property.name] = declared
                    }
                }
                for function in type.functions {
                    let node = Node(owner: owner, name: function.fullName)
                    for parameter in function.parameters {
                        valueTypes[node, default: [:]][parameter.name] = parameter.type
                    }
                    for run in Self.code(of: function, in: file.path) {
                        add(node, run, member: type)
                    }
                    genericParameters[node] =
                        (genericParameters[node] ?? [])
                        + (type.genericParameters + function.genericParameters).map(\.name)
                    if isExternal {
                        externalExtensionMembers[function.name, default: []].append(node)
                    }
                    if function.modifiers.contains("static") || function.modifiers.contains("class")
                    {
                        staticMembers[function.name, default: []].append(node)
                    }
                }
                for property in type.properties {
                    let node = Node(owner: owner, name: property.name)
                    for run in Self.code(of: property, in: file.path, module: module) {
                        add(node, run, member: type)
                    }
                    if isExternal {
                        externalExtensionMembers[property.name, default: []].append(node)
                    }
                    if property.isStatic {
                        staticMembers[property.name, default: []].append(node)
                        if property.isStored && Self.holdsSharedState(property, in: module) {
                            sharedState.insert(node)
                        }
                    }
                }
            }
            for function in file.functions {
                let node = Node(owner: nil, name: function.fullName)
                for parameter in function.parameters {
                    valueTypes[node, default: [:]][parameter.name] = parameter.type
                }
                code[node, default: []] += Self.code(of: function, in: file.path)
                genericParameters[node] = function.genericParameters.map(\.name)
                functions[function.name, default: []].append(node)
            }
            for property in file.properties {
                let node = Node(owner: nil, name: property.name)
                code[node, default: []] += Self.code(of: property, in: file.path, module: module)
                globals[property.name] = node
                if property.isStored && Self.holdsSharedState(property, in: module) {
                    sharedState.insert(node)
                }
            }
        }
        operators = Self.customOperators(among: Array(functions.keys) + Array(staticMembers.keys))
    }

    /// The `:` and `=` a default value's annotation is rebuilt with.
    private static let colon = Token(
        kind: .symbol,
        text: ":",
        line: 0,
        column: 0,
        startsLine: false
    )
    private static let equals = Token(
        kind: .symbol,
        text: "=",
        line: 0,
        column: 0,
        startsLine: false
    )

    /// A token that keeps two runs of code apart, so that no reference spans them.
    private static let separator = Token(
        kind: .symbol,
        text: ";",
        line: 0,
        column: 0,
        startsLine: true
    )

    private mutating func add(_ node: Node, _ run: Code, member type: TypeDeclaration) {
        code[node, default: []].append(run)
        if !(members[type.simpleName]?.contains(node) ?? false) {
            members[type.simpleName, default: []].append(node)
        }
    }

    // MARK: Reach

    /// Every target that code of `name` (a type, or a free function) reaches, each once, by
    /// the shortest way. The search does not go on through a target: what a detail does is the
    /// detail's business. With `ignoringOwnDefaults`, the default values of the start's own
    /// parameters are the caller's business and are not read: `at date: Date = Date()`.
    package func reached(
        from name: String,
        targets: Targets,
        ignoringOwnDefaults: Bool = false
    ) -> [Reached] {
        let skipsDefaults = ignoringOwnDefaults
        let (order, parents) = visit(from: name, ignoringOwnDefaults: skipsDefaults) {
            target(of: $0, in: targets) != nil
        }
        var found: [Reached] = []
        var seen: Set<String> = []
        for node in order {
            // Beyond the type's own code, what counts is what runs: a creation, a static
            // member, a call. That a helper's declaration names a detail's type is the helper's
            // dependency, not the policy's.
            let isOwn = parents[node].map { $0 == nil } ?? true
            for run in code[node] ?? [] where !(isOwn && skipsDefaults && run.isDefault) {
                for reference in references(in: run, of: node)
                where isOwn || reference.kind != .type {
                    guard let target = target(of: reference, in: targets),
                        seen.insert("\(target)|\(run.file)|\(reference.position.line)").inserted
                    else { continue }
                    found.append(
                        Reached(
                            reference: reference,
                            target: target,
                            file: run.file,
                            path: path(to: node, parents: parents)
                        )
                    )
                }
            }
        }
        return found
    }

    /// A cast in code a type can run: `as? Board`, `as! any BoardProtocol`, `is Board`, a
    /// `case let board as Board` pattern.
    package struct Cast: Sendable, Equatable {
        /// The type cast to: `Board`.
        package let type: String
        /// The cast as written: `as? Board`.
        package let text: String
        /// The file it is in.
        package let file: String
        /// The `as` or `is`, for its line and column.
        package let position: Token
        /// The code that runs on the way, from the type's own member to the one with the cast.
        package let path: [Node]
        /// Whether the type cast to is a generic parameter of the code: a type test whose type
        /// the caller chooses, `v is K`.
        package var isGenericParameter = false
        /// Whether it is no cast but a look at what a value is: `type(of:)`, a `Mirror`.
        package var isInspection = false

        /// The way there as one line: `A.load() → OfflineCheck.isOffline(_:)`.
        package var route: String { path.map(\.label).joined(separator: " → ") }
    }

    /// Every cast in code that `typeName` can run, following the same ways as
    /// ``reached(from:targets:)``.
    package func casts(reachedFrom name: String) -> [Cast] {
        let (order, parents) = visit(from: name) { _ in false }
        var found: [Cast] = []
        for node in order {
            for run in code[node] ?? [] {
                let tokens = run.tokens
                let generics = Set(genericParameters[node] ?? [])
                for (index, token) in tokens.enumerated() {
                    guard let text = typeNameInspection(at: index, in: tokens, of: node) else {
                        continue
                    }
                    var cast = Cast(
                        type: text,
                        text: text,
                        file: run.file,
                        position: token,
                        path: path(to: node, parents: parents)
                    )
                    cast.isInspection = true
                    found.append(cast)
                }
                for (index, token) in tokens.enumerated()
                where token.isWord("as") || token.isWord("is") {
                    var next = index + 1
                    var text = token.text
                    if next < tokens.count,
                        tokens[next].isSymbol("?") || tokens[next].isSymbol("!"),
                        DeclarationParser.touches(token, tokens[next])
                    {
                        text += tokens[next].text
                        next += 1
                    }
                    while next < tokens.count, ["any", "some", "("].contains(tokens[next].text) {
                        next += 1
                    }
                    guard next < tokens.count, tokens[next].kind == .word else { continue }
                    for type in typeNames(tokens[next].text) {
                        var cast = Cast(
                            type: type,
                            text: "\(text) \(tokens[next].text)",
                            file: run.file,
                            position: token,
                            path: path(to: node, parents: parents)
                        )
                        cast.isGenericParameter = generics.contains(type)
                        found.append(cast)
                    }
                }
            }
        }
        return found
    }

    /// The code at `index` when it looks at what a value is rather than at the value:
    /// `type(of: x)`, a `Mirror`, `String(reflecting: x)`, `T.self` of a generic parameter `T`, or
    /// `String(describing: x)` of a value whose type does not describe itself (a protocol or
    /// class of the module that is not `CustomStringConvertible`, `Any` or `AnyObject`): all
    /// three spell out the name of the type, which code can then compare.
    private func typeNameInspection(at index: Int, in tokens: [Token], of node: Node) -> String? {
        let token = tokens[index]
        func word(_ offset: Int) -> Token? {
            index + offset < tokens.count ? tokens[index + offset] : nil
        }
        if word(1)?.isSymbol("(") == true {
            if token.isWord("type"), word(2)?.isWord("of") == true { return "type(of:)" }
            if token.isWord("Mirror") { return "Mirror(reflecting:)" }
        }
        if token.isWord("String"), word(1)?.isSymbol("(") == true, word(3)?.isSymbol(":") == true {
            if word(2)?.isWord("reflecting") == true { return "String(reflecting:)" }
            guard word(2)?.isWord("describing") == true else { return nil }
            var valueIndex = 4
            if word(4)?.isWord("self") == true, word(5)?.isSymbol(".") == true { valueIndex = 6 }
            guard let value = word(valueIndex), value.kind == .word, isOpaque(value.text, in: node)
            else { return nil }
            return "String(describing: \(value.text))"
        }
        if token.kind == .string, token.text.contains("\\(…)") {
            // A value interpolated alone, `"\(loader)"`, describes itself as
            // `String(describing:)` would. The lexer gives an interpolation's code as the
            // tokens after the string; a name that nothing touches is the whole of it.
            var nameIndex = 1
            if word(1)?.isWord("self") == true, word(2)?.isSymbol(".") == true { nameIndex = 3 }
            guard let name = word(nameIndex), name.kind == .word else { return nil }
            if let next = word(nameIndex + 1), DeclarationParser.touches(name, next) { return nil }
            return isOpaque(name.text, in: node) ? "\"\\(\(name.text))\"" : nil
        }
        if token.kind == .word, (genericParameters[node] ?? []).contains(token.text),
            word(1)?.isSymbol(".") == true, word(2)?.isWord("self") == true
        {
            return "\(token.text).self"
        }
        return nil
    }

    /// Whether the value called `name` in `node`'s code is declared as a type that does not
    /// describe itself (`Any`, `AnyObject`, or a type of the module that is not
    /// `CustomStringConvertible`): describing it spells out the name of its concrete type.
    private func isOpaque(_ name: String, in node: Node) -> Bool {
        guard
            let declared = valueTypes[node]?[name]
                ?? node.owner.flatMap({ storedTypes[$0]?[name] })
        else { return false }
        let describes = ["CustomStringConvertible", "CustomDebugStringConvertible"]
        return declared.names.contains { type in
            ["Any", "AnyObject"].contains(type)
                || module.kind(of: type) != nil
                    && !describes.contains { module.conforms(type, to: $0) }
        }
    }

    /// Every node that code of `typeName` can run, nearest first, and the node each was
    /// reached from; a reference for which `stop` holds is not followed.
    private func visit(
        from name: String,
        ignoringOwnDefaults: Bool = false,
        stop: (CodeReference) -> Bool
    ) -> (order: [Node], parents: [Node: Node?]) {
        var parents: [Node: Node?] = [:]
        var queue: [Node] = []
        for node in start(name) where parents[node] == nil {
            parents[node] = .some(nil)
            queue.append(node)
        }
        let starts = Set(queue)
        var cursor = 0
        while cursor < queue.count {
            let node = queue[cursor]
            cursor += 1
            for run in code[node] ?? []
            where !(ignoringOwnDefaults && run.isDefault && starts.contains(node)) {
                for reference in references(in: run, of: node) where !stop(reference) {
                    for next in resolve(reference) where parents[next] == nil {
                        parents[next] = .some(node)
                        queue.append(next)
                    }
                }
            }
        }
        return (queue, parents)
    }

    /// The references of a run of `node`'s code, with `Self(…)` and `.init(…)` read as making
    /// the type the code belongs to.
    private func references(in run: Code, of node: Node) -> [CodeReference] {
        let valueType = run.valueType.flatMap {
            CodeReference.annotatedType(
                endingBefore: $0.tokens.count + 1,
                in: [Self.colon] + $0.tokens
            )
        }
        return
            (CodeReference.all(in: run.tokens, valueType: valueType) + operatorCalls(in: run.tokens))
            .map { reference in
                guard let owner = node.owner,
                    (reference.kind == .creates && reference.name == "Self")
                        || (reference.kind == .implicitMember && reference.name == "init")
                else { return reference }
                return CodeReference(
                    name: owner,
                    kind: .creates,
                    arguments: reference.arguments,
                    position: reference.position
                )
            }
    }

    /// The uses of operators the module declares, `※0` or `a <~> b`, as calls to them: an
    /// operator is a function under another spelling.
    private func operatorCalls(in tokens: [Token]) -> [CodeReference] {
        guard !operators.isEmpty else { return [] }
        let breakers: Set<String> = ["(", ")", "[", "]", "{", "}", ",", ":", ";", "."]
        var found: [CodeReference] = []
        var index = 0
        while index < tokens.count {
            guard tokens[index].kind == .symbol, !breakers.contains(tokens[index].text) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < tokens.count, tokens[end].kind == .symbol,
                !breakers.contains(tokens[end].text),
                DeclarationParser.touches(tokens[end - 1], tokens[end])
            {
                end += 1
            }
            let run = tokens[index..<end].map(\.text).joined()
            for name in operators where run == name || run.hasSuffix(name) || run.hasPrefix(name) {
                found.append(
                    CodeReference(name: name, kind: .name, arguments: nil, position: tokens[index])
                )
                found.append(
                    CodeReference(
                        name: name,
                        kind: .implicitMember,
                        arguments: nil,
                        position: tokens[index]
                    )
                )
            }
            index = end
        }
        return found
    }

    /// The operators among `names` that Swift does not declare: `==` or `<` of a type of the
    /// module is that type's business, a new operator is a detour.
    private static func customOperators(among names: [String]) -> [String] {
        let standard: Set<String> = [
            "==", "!=", "===", "!==", "<", ">", "<=", ">=", "~=", "+", "-", "*", "/", "%", "+=",
            "-=", "*=", "/=", "%=", "&&", "||", "!", "??", "..<", "...", "&", "|", "^", "~", "<<",
            ">>", "&=", "|=", "^=", "<<=", ">>=", "&+", "&-", "&*", "&+=", "&-=", "&*=",
        ]
        return Set(names).filter { name in
            (name.first.map { !$0.isLetter && $0 != "_" && !$0.isNumber } ?? false)
                && !standard.contains(name)
        }.sorted()
    }

    private func path(to node: Node, parents: [Node: Node?]) -> [Node] {
        var path = [node]
        var current = node
        while let parent = parents[current], let parent {
            path.insert(parent, at: 0)
            current = parent
        }
        return path
    }

    /// Whether the module declares a type or a free function called `name`.
    package func declares(_ name: String) -> Bool {
        !start(name).isEmpty || !module.declarations(of: name).isEmpty
    }

    /// Where a search from `name` starts: the members of the type called so, or else the free
    /// functions of that base name.
    private func start(_ name: String) -> [Node] {
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        let members = nodes(ofType: simple)
        return members.isEmpty ? functions[simple] ?? [] : members
    }

    /// The members of a type, those its protocols' extensions give it, and, for a protocol,
    /// its extensions' members.
    private func nodes(ofType simple: String) -> [Node] {
        var result: [Node] = []
        var seen: Set<String> = []
        var pending = [simple]
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            result += members[name] ?? []
            pending += supertypes[name] ?? []
        }
        return result
    }

    /// The code a reference leads to.
    private func resolve(_ reference: CodeReference) -> [Node] {
        switch reference.kind {
        case .creates, .type:
            return typeNames(reference.name).flatMap { nodes(ofType: $0) }
        case .member(let member):
            return typeNames(reference.name).flatMap { type -> [Node] in
                let named = (members[type] ?? []).filter {
                    $0.name == member || $0.name.hasPrefix(member + "(")
                }
                return named.isEmpty ? nodes(ofType: member) : named
            }
        case .implicitMember:
            return staticMembers[reference.name] ?? []
        case .name:
            return (functions[reference.name] ?? []) + (globals[reference.name].map { [$0] } ?? [])
        case .valueMember:
            return externalExtensionMembers[reference.name] ?? []
        }
    }

    /// The simple names of the types `name` stands for, through the module's type aliases.
    private func typeNames(_ name: String) -> [String] {
        module.resolvedNames(of: .named(name), genericParameters: [])
    }

    /// What `reference` reaches among `targets`, as a message names it, or nil.
    private func target(of reference: CodeReference, in targets: Targets) -> String? {
        let names: [String]
        switch reference.kind {
        case .creates, .type, .member: names = typeNames(reference.name)
        case .implicitMember, .name, .valueMember: names = []
        }
        if let type = names.first(where: targets.types.contains) {
            return reference.name == type ? reference.text : "\(reference.text) (\(type))"
        }
        for pattern in targets.patterns where Self.matches(pattern, reference, names: names) {
            return reference.text
        }
        if targets.globals {
            let shared = resolve(reference).filter { sharedState.contains($0) }
            if case .member = reference.kind, let node = shared.first {
                return "the shared `\(node.label)`"
            }
            if case .name = reference.kind, let node = shared.first {
                return "the global `\(node.label)`"
            }
            if case .implicitMember = reference.kind, let node = shared.first {
                return "the shared `\(node.label)`"
            }
        }
        return nil
    }

    /// Whether `reference` is the code `pattern` stands for: `Date()`, `URLSession(`,
    /// `URLSession.shared`, `.shared`, `URLSession`.
    static func matches(_ pattern: String, _ reference: CodeReference, names: [String]) -> Bool {
        if pattern.hasPrefix(".") {
            let member = String(pattern.dropFirst())
            switch reference.kind {
            case .member(let name): return name == member
            case .implicitMember: return reference.name == member
            default: return false
            }
        }
        if pattern.hasSuffix("()") {
            return reference.kind == .creates && names.contains(String(pattern.dropLast(2)))
                && reference.arguments?.isEmpty != false
        }
        if pattern.hasSuffix("(") {
            // A type being made, `URLSession(`, or a function being called, `time(`.
            let name = String(pattern.dropLast())
            return reference.kind == .creates && names.contains(name)
                || reference.kind == .name && reference.arguments != nil && reference.name == name
        }
        if let open = pattern.firstIndex(of: "("), pattern.hasSuffix(":") {
            // `Date(timeIntervalSinceNow:`: that creation, with that first label.
            let type = String(pattern[..<open])
            let label = String(pattern[pattern.index(after: open)...].dropLast())
            return reference.kind == .creates && names.contains(type)
                && reference.arguments?.first == label
        }
        if let dot = pattern.firstIndex(of: ".") {
            let type = String(pattern[..<dot])
            let member = String(pattern[pattern.index(after: dot)...])
            return reference.kind == .member(member) && names.contains(type)
        }
        return names.contains(pattern) && reference.kind != .name
    }

    // MARK: Shared state

    /// Whether a stored global or static property holds an object or can change: a `var`, or a
    /// `let` whose value is an instance of a class (the module's, or one of the platform's),
    /// rather than a value.
    package static func holdsSharedState(_ property: PropertyDeclaration, in module: SourceModule)
        -> Bool
    {
        if property.keyword == "var" || property.isUnsafelyShared { return true }
        // An address kept as a number, or a pointer: memory every caller shares, whatever the
        // declared type says.
        let unsafe = ((property.type?.tokens ?? []) + (property.initialValue ?? [])).contains {
            token in
            token.kind == .word
                && (token.isWord("bitPattern") || token.text.hasPrefix("Unsafe")
                    || token.isWord("Unmanaged") || token.isWord("OpaquePointer"))
        }
        if unsafe { return true }
        // A closure run once, `{ var made = … ; return { … } }()`, keeps what it declares for
        // every later call: shared state behind a function's face.
        if let value = property.initialValue, value.first?.isSymbol("{") == true,
            value.count >= 3, value[value.count - 2].isSymbol("("),
            value.last?.isSymbol(")") == true
        {
            if value.contains(where: { $0.isWord("var") }) { return true }
            let objects = CodeReference.all(in: value).filter { $0.kind == .creates }.map(\.name)
            if objects.contains(where: { name in
                module.kind(of: name).map { [.class, .actor].contains($0) } ?? !valueTypes.contains(
                    name
                )
            }) {
                return true
            }
        }
        var names: [String] = []
        if let type = property.type {
            if type.tokens.contains(where: { $0.isSymbol("->") }) { return false }  // a closure
            names = module.resolvedNames(of: type, genericParameters: [])
        } else if let value = property.initialValue {
            if value.first?.isSymbol("{") == true { return false }  // a closure: code, no state
            let made = CodeReference.all(in: value).first { reference in
                switch reference.kind {
                case .creates, .member: return true
                default: return false
                }
            }
            names =
                made.map { module.resolvedNames(of: .named($0.name), genericParameters: []) } ?? []
        }
        return names.contains { name in
            if let kind = module.kind(of: name) {
                return kind == .class || kind == .actor || kind == .protocol
            }
            return !valueTypes.contains(name)
        }
    }

    /// Types of the platform whose instances are values, not shared objects.
    static let valueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Decimal", "Bool", "String", "Character", "Substring",
        "Array", "Dictionary", "Set", "Optional", "Result", "Range", "ClosedRange", "Date", "URL",
        "Data", "UUID", "TimeInterval", "Duration", "TimeZone", "Locale", "Calendar",
        "DateComponents", "CGPoint", "CGSize", "CGRect", "IndexPath", "Regex", "Never",
        "StaticString", "ContinuousClock", "SuspendingClock", "URLComponents", "URLRequest",
    ]
}
