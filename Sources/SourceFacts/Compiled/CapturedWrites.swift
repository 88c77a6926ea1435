/// What a closure keeps of its own: a variable it captured and changes. An escaping closure
/// holds what it captured in a box of its own (`{ var Int }`), and a write to that box lives as
/// long as the closure does, seen by no one: a count, a flag or a list that lets the code behave
/// otherwise after more calls than any test makes. A closure that does not escape (a `forEach`
/// body) captures the caller's variable by its address instead, and keeps nothing.
package enum CapturedWrites {
    /// The boxes a function's entry block is handed as captures
    /// (`bb0(%0 : @closureCapture @guaranteed ${ var Int })`), by value, with the type each
    /// holds.
    static func boxes(in header: Substring) -> [Substring: Substring] {
        var boxes: [Substring: Substring] = [:]
        for argument in header.split(separator: "%") where argument.contains("@closureCapture") {
            guard let open = argument.range(of: "${ var "),
                let colon = argument.firstIndex(of: " ")
            else { continue }
            let type = argument[open.upperBound...].prefix { $0 != "}" }
            boxes["%" + argument[..<colon]] = Substring(type.trimmingSpaces)
        }
        return boxes
    }

    /// The values a function's entry block is handed as captured objects
    /// (`bb0(%0 : @closureCapture @guaranteed $Tally)`), with each one's type: a field the
    /// closure writes in one of them is kept as surely as a captured variable.
    static func objects(in header: Substring) -> [Substring: Substring] {
        var objects: [Substring: Substring] = [:]
        for argument in header.split(separator: "%") where argument.contains("@closureCapture") {
            guard let dollar = argument.firstIndex(of: "$"),
                let space = argument.firstIndex(of: " ")
            else { continue }
            let type = argument[argument.index(after: dollar)...].prefix {
                $0 != "," && $0 != ")"
            }
            guard type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
                continue
            }
            objects["%" + argument[..<space]] = type
        }
        return objects
    }

    /// How a write to a captured object's field names it (`field Tally.count`), where a
    /// captured variable's write names its type.
    package static let fieldPrefix = "field "

    /// The box that `project_box %0, 0` opens, if the instruction is one.
    static func projectedBox(_ instruction: Substring) -> Substring? {
        guard instruction.hasPrefix("project_box ") else { return nil }
        return instruction.dropFirst("project_box ".count).prefix { $0 != "," }
    }

    /// The address an instruction writes: the one a `begin_access [modify]` or `[init]` opens,
    /// or the one a `store` or an `assign` writes to.
    static func writtenAddress(_ instruction: Substring) -> Substring? {
        if instruction.hasPrefix("begin_access [modify]")
            || instruction.hasPrefix("begin_access [init]")
        {
            return instruction.split(separator: " ").last
        }
        if instruction.hasPrefix("store ") || instruction.hasPrefix("assign ") {
            return instruction.split(separator: " ").last
        }
        return nil
    }
}

extension CompiledReach {
    /// Every place where a closure of the module changes a variable it captured, or a field of
    /// an object of the module it captured, one per closure and type, `api` naming the
    /// variable's type or the field (`field Tally.count`). A field of the object whose method
    /// made the closure is that object's state, read where it lives. A variable that holds an object of
    /// the module's own, or a value of one of its protocols (a screen made once and handed out
    /// again), is left: it keeps no count, and what the object holds is read where it lives.
    package func capturedWrites() -> [APIUse] {
        var found: [APIUse] = []
        var seen = Set<String>()
        for function in ownFunctions() {
            for reference in function.references {
                guard case .capturedWrite(let type) = reference.kind,
                    !holdsAnObject(type), !isOwnField(type, of: function),
                    seen.insert("\(function.mangled)|\(type)").inserted
                else { continue }
                found.append(
                    APIUse(
                        api: type,
                        function: function.name,
                        location: reference.location ?? function.location
                    )
                )
            }
        }
        return found
    }

    /// Whether `written`, a captured object's field (`Screen.shown`), belongs to the type
    /// whose method made the closure: its own object, whose fields are read where it lives.
    private func isOwnField(_ written: String, of closure: CompiledFunction) -> Bool {
        guard written.hasPrefix(CapturedWrites.fieldPrefix), let dot = written.lastIndex(of: "."),
            let owner = symbol(closure.mangled)?.path.first
        else { return false }
        return written.dropFirst(CapturedWrites.fieldPrefix.count)[..<dot] == owner
    }

    /// Whether a variable of `type` holds an object of the module or a value of one of its
    /// protocols, or nothing yet.
    private func holdsAnObject(_ type: String) -> Bool {
        var held = Substring(type)
        if held.hasPrefix("Optional<"), held.hasSuffix(">") {
            held = held.dropFirst("Optional<".count).dropLast()
        }
        if held.hasPrefix("any ") {
            return module.typeKinds[String(held.dropFirst(4))] == "protocol"
        }
        return module.typeKinds[String(held)] == "class"
    }
}
