/// What code of a type reaches: the targets it names, and the casts it makes, following every
/// call the source can tell apart.
extension CodeGraph {
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
                        token.touches(tokens[next])
                    {
                        text += tokens[next].text
                        next += 1
                    }
                    while next < tokens.count, ["any", "some", "("].contains(tokens[next].text) {
                        next += 1
                    }
                    guard next < tokens.count, tokens[next].kind == .word else { continue }
                    // A plain `as` outside a pattern is a coercion the compiler checks: it can
                    // only forget what a value is (`loader as ProductsLoading`), never learn it,
                    // unless it wraps the value in `Any`.
                    let inPattern = tokens[..<index].reversed()
                        .prefix { $0.line == token.line }
                        .contains { $0.isWord("case") || $0.isWord("catch") }
                    if text == "as", !inPattern,
                        !["Any", "AnyObject", "AnyClass"].contains(tokens[next].text)
                    {
                        continue
                    }
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
            if let next = word(nameIndex + 1), name.touches(next) { return nil }
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
                // `Self(…)` makes the owner. An implicit `.init(…)` whose type the source does
                // not spell (`items = .init(loaded)`) is no guess at the owner: the compiler's
                // reach reads what it makes.
                guard let owner = node.owner, reference.kind == .creates, reference.name == "Self"
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
                tokens[end - 1].touches(tokens[end])
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
    static func customOperators(among names: [String]) -> [String] {
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
}
