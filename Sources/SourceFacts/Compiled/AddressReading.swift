/// The ways code reads where an object lies in memory through an `ObjectIdentifier`: as text,
/// as a number, in an order, or handed on as `Any`, where anything may print it. Where an object
/// lands differs from run to run, and between a test and the app, so whatever is made of its
/// address (a length, an order, a limit) is a value no test can pin.
///
/// An identifier may be made, compared with `==` and `!=`, and hashed (a dictionary's key, a
/// set's element): those keep to identity, and every other use reads the address. The SIL shows
/// each use as a call: of one of the identifier's own members, of a function that makes text of
/// what it is handed (`String(describing:)`, an interpolation), of a generic one that asks for an
/// order or a description (`sorted()`, `max()`), or as a value wrapped in an existential.
enum AddressReading {
    /// The members of `ObjectIdentifier` that keep to identity, as the SIL's comments name
    /// them. Its hash value is a random draw, which ``RandomDraw`` reports.
    private static let identityMembers = [
        "ObjectIdentifier.init(", "static ObjectIdentifier.== infix",
        "static ObjectIdentifier.!= infix",
        "ObjectIdentifier.hash(into:)", "ObjectIdentifier.hashValue",
        "ObjectIdentifier._rawHashValue",
    ]

    /// The protocols whose requirements read a value as text, as a number or in an order: a
    /// generic function that asks for one reads an identifier's address.
    private static let readingProtocols = [
        "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "TextOutputStreamable", "LosslessStringConvertible", "CustomReflectable", "Encodable",
        "Strideable", "BinaryInteger",
    ]

    /// What the function a `function_ref` names reads of an address when it is called, as the
    /// finding names it, or nil: a function of another module (`ownPrefix` starts the module's
    /// own mangled names) whose type takes an `ObjectIdentifier` and that is no identity member.
    static func directRead(name: Substring, instruction: Substring, ownPrefix: String) -> String? {
        guard let at = instruction.firstIndex(of: "@"),
            !instruction[instruction.index(after: at)...].hasPrefix(ownPrefix),
            let type = instruction.range(of: " : $").map({ instruction[$0.upperBound...] }),
            let arrow = type.range(of: " -> "),
            mentionsIdentifier(type[..<arrow.lowerBound]),
            !identityMembers.contains(where: { name.hasPrefix($0) })
        else { return nil }
        return "\(name) (an object's address read as a value)"
    }

    /// Whether the function a `function_ref` names reads what it is handed as text or in an
    /// order: it makes text of it (`String(describing:)`, an interpolation, a `description`), or
    /// its generic signature asks for one of ``readingProtocols``.
    static func readsWhatItIsHanded(name: Substring, instruction: Substring) -> Bool {
        if name.contains("description") || name.hasPrefix("String.init<A>(describing:")
            || name.hasPrefix("String.init<A>(reflecting:")
            || name.hasPrefix("DefaultStringInterpolation.appendInterpolation")
        {
            return true
        }
        return readingProtocols.contains { instruction.contains(": \($0)") }
    }

    /// Whether the substitutions of a generic call (`apply %7<Array<ObjectIdentifier>>(…)`)
    /// hand it an identifier, or values holding one: the values of a dictionary keyed by
    /// identifiers hold none.
    static func handsIdentifier(in instruction: Substring) -> Bool {
        guard let substitutions = substitutions(of: instruction) else { return false }
        if substitutions.hasSuffix(">.Values"),
            substitutions.hasPrefix("Dictionary<ObjectIdentifier, ")
        {
            return mentionsIdentifier(
                substitutions.dropFirst("Dictionary<ObjectIdentifier, ".count)
            )
        }
        return mentionsIdentifier(substitutions)
    }

    /// The identifier a wrapping instruction puts in an existential
    /// (`init_existential_addr %16, $ObjectIdentifier`), unless the existential's type, at its
    /// stack slot, is one that keeps to identity (`any Hashable`).
    static func wrapsIdentifier(_ instruction: Substring, slotType: Substring?) -> Bool {
        guard
            instruction.hasPrefix("init_existential_addr ")
                || instruction.hasPrefix("init_existential_value "),
            let type = instruction.split(separator: "$").last,
            mentionsIdentifier(type)
        else { return false }
        return !["any Hashable", "any Equatable"].contains { slotType?.hasSuffix($0) == true }
    }

    /// The type of each argument a block's header declares (`bb0(%0 : $*any Hashable, …)`), by
    /// its value: a function's indirect result is one.
    static func argumentTypes(of header: Substring) -> [Substring: Substring] {
        guard let open = header.firstIndex(of: "("), let close = header.lastIndex(of: ")") else {
            return [:]
        }
        var types: [Substring: Substring] = [:]
        for argument in header[header.index(after: open)..<close].split(separator: "%") {
            guard let colon = argument.range(of: " : $") else { continue }
            let type = argument[colon.upperBound...].prefix { $0 != "," && $0 != ")" }
            types["%" + argument[..<colon.lowerBound]] = type
        }
        return types
    }

    /// Whether `text` names the `ObjectIdentifier` type as a value, not its metatype.
    private static func mentionsIdentifier(_ text: Substring) -> Bool {
        var rest = text[...]
        while let found = rest.range(of: "ObjectIdentifier") {
            let after = rest[found.upperBound...]
            if !after.hasPrefix(".Type") { return true }
            rest = after
        }
        return false
    }

    /// The text between the `<` that follows a call's callee and its matching `>`, or nil for a
    /// call with no substitutions.
    private static func substitutions(of instruction: Substring) -> Substring? {
        let words = instruction.split(separator: " ", maxSplits: 3)
        guard let callee = words.first(where: { $0.hasPrefix("%") }),
            let open = callee.firstIndex(of: "<")
        else { return nil }
        var depth = 0
        var index = open
        while index < instruction.endIndex {
            switch instruction[index] {
            case "<": depth += 1
            case ">" where instruction[instruction.index(before: index)] != "-":
                depth -= 1
                if depth == 0 { return instruction[instruction.index(after: open)..<index] }
            default: break
            }
            index = instruction.index(after: index)
        }
        return nil
    }
}
