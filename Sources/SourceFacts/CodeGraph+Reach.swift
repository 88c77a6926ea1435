/// What code of a type reaches: the targets it names, following every call the source can tell
/// apart.
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
