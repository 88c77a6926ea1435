/// Where a search starts, what a reference leads to, and which references a target names.
extension CodeGraph {
    /// Whether the module declares a type or a free function called `name`.
    package func declares(_ name: String) -> Bool {
        !start(name).isEmpty || !module.declarations(of: name).isEmpty
    }

    /// Where a search from `name` starts: the members of the type called so, or else the free
    /// functions of that base name.
    func start(_ name: String) -> [Node] {
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
    func resolve(_ reference: CodeReference) -> [Node] {
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
    func typeNames(_ name: String) -> [String] {
        module.resolvedNames(of: .named(name), genericParameters: [])
    }

    /// What `reference` reaches among `targets`, as a message names it, or nil.
    func target(of reference: CodeReference, in targets: Targets) -> String? {
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
}
