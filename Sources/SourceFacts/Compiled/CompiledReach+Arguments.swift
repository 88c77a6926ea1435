import Foundation

extension CompiledReach {
    /// An argument a call hands for a parameter, where the parameter's default would otherwise
    /// be evaluated.
    package struct HandedArgument: Sendable {
        /// The function that makes the call, as the compiler names it.
        package let caller: String
        /// The parameter's label, `verifiedAtLaunch`.
        package let label: String
        /// The parameter's type, without the module names the demangler adds.
        package let type: String
        /// Where the call is written.
        package let location: CompiledLocation?
    }

    /// Every argument a call in the module's own code hands to `function` (`Container.register`)
    /// for a parameter whose label is not one of `labels` and whose type is no function: a
    /// parameter with a default that a caller sets, call by call.
    ///
    /// The compiler evaluates a default where the call is, through a function of its own
    /// (`default argument 3 of Container.register`), just before the call: a call with no
    /// such function for a parameter hands an argument of its own for it. A closure is a step
    /// the callee runs, not a switch, and is left out.
    package func handedArguments(to function: String, beyond labels: Set<String>)
        -> [HandedArgument]
    {
        let path = function.split(separator: ".").map(String.init)
        // The callee's parameters: labels and types, read from its full demangled name.
        func parameters(of mangled: String) -> [(label: String, type: String)]? {
            guard let symbol = symbol(mangled), symbol.module == module.name,
                symbol.path == path, let name = demangled[mangled],
                !name.hasPrefix("default argument"), !name.contains(" in ")
            else { return nil }
            return Self.parameters(inDemangled: name)
        }
        var handed: [HandedArgument] = []
        for caller in ownFunctions() {
            var defaulted: Set<Int> = []
            for reference in caller.references {
                let callee: String
                switch reference.kind {
                case .symbol(let symbol):
                    let name = demangled[symbol] ?? ""
                    if name.hasPrefix("default argument "), self.symbol(symbol)?.path == path {
                        let digits = name.dropFirst("default argument ".count).prefix {
                            $0.isNumber
                        }
                        if let index = Int(digits) { defaulted.insert(index) }
                        continue
                    }
                    callee = symbol
                case .classMethod(let type, let member) where [type, member] == path:
                    callee = module.implementations["\(type).\(member)"]?.first ?? ""
                default:
                    continue
                }
                guard let parameters = parameters(of: callee) else { continue }
                // The type as the learner wrote it: no module names before its words.
                func written(_ type: String) -> String {
                    ["\(module.name).", "Swift.", "Foundation."].reduce(type) {
                        $0.replacingOccurrences(of: $1, with: "")
                    }
                }
                for (index, parameter) in parameters.enumerated()
                where !labels.contains(parameter.label) && !defaulted.contains(index)
                    && !parameter.type.contains("->")
                {
                    handed.append(
                        HandedArgument(
                            caller: caller.name,
                            label: parameter.label,
                            type: written(parameter.type),
                            location: reference.location ?? caller.location
                        )
                    )
                }
                defaulted = []
            }
        }
        return handed
    }

    /// The parameters of a function's full demangled name, `M.T.f<A>(_: A.Type, scope: M.Scope)
    /// -> ()`: each label (`_` when it has none) and type, as the demangler prints them.
    static func parameters(inDemangled name: String) -> [(label: String, type: String)] {
        let characters = Array(name)
        // The parameter list is the first parenthesis at the top level, after any generic
        // clause.
        var depth = 0
        var start: Int?
        for (index, character) in characters.enumerated() {
            if character == "<" { depth += 1 }
            if character == ">", index > 0, characters[index - 1] != "-" { depth -= 1 }
            if character == "(", depth == 0 {
                start = index
                break
            }
        }
        guard let start else { return [] }
        var parts: [String] = []
        var current = ""
        depth = 0
        for index in (start + 1)..<characters.count {
            let character = characters[index]
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where characters[index - 1] != "-": depth -= 1
            default: break
            }
            if depth < 0 {
                parts.append(current)
                break
            }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        return parts.compactMap { part in
            let text = part.trimmingSpaces
            guard let colon = text.firstIndex(of: ":") else { return nil }
            let label = String(text[..<colon]).trimmingSpaces
            let type = String(text[text.index(after: colon)...]).trimmingSpaces
            return (label, type)
        }
    }
}
