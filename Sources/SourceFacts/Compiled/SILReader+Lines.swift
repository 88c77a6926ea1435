/// Pieces of one line of SIL: an instruction's callee, arguments and location, the types and
/// members its comments name, the numbers it writes.
extension SILReader {
    /// The name and the location in a comment such as `greet(user:at:), loc "G.swift":8:13, scope 1`.
    static func nameAndLocation(_ comment: String?) -> (String?, CompiledLocation?) {
        guard let comment else { return (nil, nil) }
        let end = [", loc ", ", scope "].compactMap { comment.range(of: $0)?.lowerBound }.min()
        return (String(comment[..<(end ?? comment.endIndex)]), location(in: Substring(comment)))
    }

    /// Whether an `apply` or a `try_apply` calls an `async` function: its type, after the
    /// arguments, carries `@async` among the attributes before its parameters.
    static func isAsyncCall(_ instruction: Substring) -> Bool {
        guard let type = instruction.range(of: ") : $") else { return false }
        return CompiledReach.isAsync(signature: String(instruction[type.upperBound...]))
    }

    /// The instructions that make a value standing for their first operand.
    private static let aliasing = [
        "copy_value ", "begin_borrow ", "move_value ", "mark_uninitialized ", "enum $Optional",
        "convert_function ", "convert_escape_to_noescape ", "mark_dependence ", "upcast ",
        "unchecked_ref_cast ", "project_box ", "begin_access ", "load ", "load_borrow ",
        "unchecked_ownership_conversion ", "thin_to_thick_function ",
    ]

    /// The operand whose value an instruction passes on unchanged, if it is one that does.
    static func aliasedOperand(of instruction: Substring) -> Substring? {
        guard aliasing.contains(where: { instruction.hasPrefix($0) }),
            let percent = instruction.firstIndex(of: "%")
        else { return nil }
        return instruction[percent...].prefix { $0 != " " && $0 != "," }
    }

    /// Whether a `partial_apply` captures something and only weak or unowned (safe) references:
    /// the last parameters of the closure's type, one per value captured, are `@sil_weak` boxes
    /// or `@sil_unowned` references. False when its type does not read as expected.
    static func capturesOnlyWeakly(_ instruction: Substring) -> Bool {
        let captured = arguments(of: instruction).count
        guard captured > 0, let type = instruction.range(of: " : $@convention(thin) ") else {
            return false
        }
        let rest = instruction[type.upperBound...]
        guard rest.hasPrefix("("), let inside = balanced(rest, open: "(", close: ")") else {
            return false
        }
        let parameters = topLevel(inside)
        guard parameters.count >= captured else { return false }
        return parameters.suffix(captured).allSatisfy {
            $0.contains("@sil_weak ") || $0.contains("@sil_unowned ")
        }
    }

    /// Whether the function named `name` makes text of what it is handed.
    static func describer(_ name: Substring) -> Bool {
        name.hasPrefix("String.init<A>(describing:") || name.hasPrefix("String.init<A>(reflecting:")
            || name.hasPrefix("DefaultStringInterpolation.appendInterpolation")
            || name.hasPrefix("_typeName(") || name.hasPrefix("_mangledTypeName(")
    }

    /// The type whose metatype `instruction` takes (`metatype $@thick OrdersScreen.Type`,
    /// `value_metatype $@thick OrdersScreen.Type, %0`), unless it is generic or a protocol's.
    static func concreteMetatype(in instruction: Substring) -> String? {
        for prefix in ["metatype $@thick ", "value_metatype $@thick "]
        where instruction.hasPrefix(prefix) {
            let type = instruction.dropFirst(prefix.count).prefix { $0 != "," && $0 != " " }
            guard type.hasSuffix(".Type") else { return nil }
            let name = type.dropLast(".Type".count)
            guard !name.isEmpty, !name.hasPrefix("τ"), !name.hasPrefix("any "),
                !name.hasPrefix("@")
            else { return nil }
            return String(name)
        }
        return nil
    }

    /// The type whose name the call `instruction` makes into text: the concrete type of a
    /// generic call handed a metatype (`apply %8<OrdersScreen.Type>(…)`), or, for a call
    /// handed any metatype (`@thick any Any.Type`), the last one the function took.
    static func describedType(in instruction: Substring, lastMetatype: String?) -> String? {
        if let open = instruction.firstIndex(of: "<"), let close = instruction.firstIndex(of: ">"),
            open < close, instruction[..<open].split(separator: " ").count == 2
        {
            let substitution = instruction[instruction.index(after: open)..<close]
            guard substitution.hasSuffix(".Type") else { return nil }
            let name = substitution.dropLast(".Type".count)
            guard !name.hasPrefix("τ"), !name.hasPrefix("any "), !name.contains(",") else {
                return nil
            }
            return String(name.hasPrefix("@thick ") ? name.dropFirst(7) : name)
        }
        return instruction.contains("(@thick any Any.Type") ? lastMetatype : nil
    }

    /// Whether the function named `name` reads a character as a number: its code
    /// (`Unicode.Scalar.value`, `UInt8(ascii:)`, `Character.asciiValue`), or its place in an
    /// order (`Unicode.Scalar.<`), which makes the character a threshold.
    static func readsScalarAsNumber(_ name: Substring) -> Bool {
        name.contains("Unicode.Scalar.value") || name.contains("(ascii:")
            || name.contains("asciiValue")
            || name.contains("Unicode.Scalar.")
                && ["< infix", "> infix", "<= infix", ">= infix"].contains { name.contains($0) }
    }

    /// The value an `apply`, a `try_apply` or a `begin_apply` calls: `%5` of
    /// `apply [nothrow] %5<any Clock>(%3) : $…`, without its substitutions or its arguments.
    static func callee(of instruction: Substring) -> Substring? {
        instruction.split(separator: " ").dropFirst().first { $0.hasPrefix("%") }?
            .prefix { $0 != "<" && $0 != "(" }
    }

    /// The values an `apply` or a `partial_apply` passes: the last parenthesised list before
    /// its type.
    static func arguments(of instruction: Substring) -> [Substring] {
        let call =
            instruction.range(of: " : $").map { instruction[..<$0.lowerBound] } ?? instruction
        guard let open = call.lastIndex(of: "("), let close = call.lastIndex(of: ")"), open < close
        else { return [] }
        return call[call.index(after: open)..<close].split(separator: ",").map {
            $0.drop { $0 == " " }
        }.filter { $0.hasPrefix("%") }
    }

    /// The value of a method's own object, the last argument of `bb0` in a function of the
    /// method convention, unless it is a type (a static method's).
    static func selfArgument(of line: Substring, signature: String?) -> Substring? {
        guard signature?.contains("@convention(method)") == true,
            let last = line.range(of: "%", options: .backwards)
        else { return nil }
        let argument = line[last.lowerBound...]
        guard !argument.contains(".Type") else { return nil }
        return argument.prefix { $0 != " " && $0 != ":" }
    }

    static func location(in line: Substring) -> CompiledLocation? {
        guard let start = line.range(of: "loc ", options: .backwards) else { return nil }
        var rest = line[start.upperBound...]
        if rest.hasPrefix("* ") { rest = rest.dropFirst(2) }
        guard rest.hasPrefix("\"") else { return nil }
        rest = rest.dropFirst()
        guard let quote = rest.firstIndex(of: "\"") else { return nil }
        let file = String(rest[..<quote])
        let numbers = rest[rest.index(after: quote)...].dropFirst().prefix {
            $0 != "," && $0 != " "
        }
        let parts = numbers.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2, !file.isEmpty, parts[0] > 0 else { return nil }
        return CompiledLocation(file: file, line: parts[0], column: parts[1])
    }

    /// A number the source writes as something other than a whole number, as the whole number
    /// it stands for (towards zero): a floating-point literal (`6.5e4`, whose value the compiler
    /// writes in a comment) or a string that is all number (`"65000"`, for `Int(_:)` to read).
    /// Either is a limit as surely as `65_000`.
    static func numberWrittenOtherwise(in instruction: Substring, line: Substring) -> Int? {
        let text: Substring
        if instruction.hasPrefix("float_literal "), let comment = line.range(of: " // ") {
            text = line[comment.upperBound...].prefix { $0 != "," && $0 != " " }
        } else if instruction.hasPrefix("string_literal utf8 \""), instruction.hasSuffix("\"") {
            text = instruction.dropFirst("string_literal utf8 \"".count).dropLast()
            guard let first = text.first, first.isASCII, first.isNumber || "+-.".contains(first)
            else { return nil }
        } else {
            return nil
        }
        guard let value = Double(text), value.isFinite else { return nil }
        let whole = value.rounded(.towardZero)
        guard abs(whole) < 9.0e18 else { return whole < 0 ? Int.min : Int.max }
        return Int(whole)
    }

    /// The instruction of a line, without its result, its location and its trailing comment.
    static func instruction(of line: Substring) -> Substring {
        var text = line.drop { $0 == " " }
        if text.hasPrefix("%"), let equals = text.range(of: " = ") {
            text = text[equals.upperBound...]
        }
        if let comment = text.range(of: " // ") { text = text[..<comment.lowerBound] }
        if let loc = text.range(of: ", loc ") { text = text[..<loc.lowerBound] }
        return text
    }

    /// Every symbol an instruction names: each `@$s…` of Swift, and the plain name of a C
    /// function or global after `function_ref @`, `global_addr @` and the like.
    static func symbols(in instruction: Substring) -> [String] {
        var found: [String] = []
        var rest = instruction[...]
        while let at = rest.firstIndex(of: "@") {
            let after = rest[rest.index(after: at)...]
            let symbol = after.prefix { $0.isLetter || $0.isNumber || "_$.".contains($0) }
            if symbol.hasPrefix("$") || (!symbol.isEmpty && isSymbolPosition(instruction[..<at])) {
                found.append(String(symbol))
            }
            rest = after.dropFirst(symbol.count)
        }
        return found
    }

    /// Whether what comes before an `@` puts a symbol there, not a type's attribute.
    static func isSymbolPosition(_ before: Substring) -> Bool {
        [
            "function_ref ", "global_addr ", "global_value ", "alloc_global ", "getter ", "setter ",
            "id ",
        ]
        .contains { before.hasSuffix($0) }
    }

    /// The type and member of `#Proto.member!getter : …` (a witness or class method, or a
    /// vtable entry), with `.getter`, `.setter` or `.modify` for an accessor.
    static func member(in text: Substring, atStart: Bool = false) -> (type: String, name: String)? {
        guard let hash = atStart ? text.startIndex : text.firstIndex(of: "#") else { return nil }
        var reference = ""
        var quoted = false
        for character in text[text.index(after: hash)...] {
            if character == "\"" {
                quoted.toggle()
                continue
            }
            if !quoted && (character == " " || character == ":") { break }
            reference.append(character)
        }
        let parts = reference.split(separator: "!", maxSplits: 1)
        guard let path = parts.first, let dot = path.lastIndex(of: ".") else { return nil }
        let accessor = parts.count > 1 ? String(parts[1]) : ""
        let suffix = ["getter", "setter", "modify"].contains(accessor) ? "." + accessor : ""
        return (String(path[..<dot]), String(path[path.index(after: dot)...]) + suffix)
    }

    /// The type whose value an instruction makes, or whose metatype it takes, or which it
    /// wraps in an existential: `struct $SystemNow ()`, `alloc_ref $Board`,
    /// `metatype $@thick Board.Type`, `init_existential_addr %1, $SystemNow`.
    ///
    /// A value of a generic parameter the function constrains to a protocol (`some Clock`,
    /// `<T: Clock>`), whose constraints `generics` gives by parameter, stands for a value of
    /// the protocol as an existential does: its type taken, or its value handed to generic code
    /// that asks nothing of it, is read the same way.
    static func openedExistential(
        in instruction: Substring,
        callees: [Substring: Substring],
        ownPrefix: String,
        generics: [String: String] = [:]
    ) -> (proto: String, how: String)? {
        func proto(after marker: String, in text: Substring) -> String? {
            guard let range = text.range(of: marker) else { return nil }
            let name = text[range.upperBound...].prefix {
                $0.isLetter || $0.isNumber || "_.".contains($0)
            }
            let type = name.hasSuffix(".Type") ? name.dropLast(".Type".count) : name
            return type.isEmpty ? nil : String(type)
        }
        let opened = ", any "
        if instruction.hasPrefix("existential_metatype "),
            let found = proto(after: "$@thick any ", in: instruction)
        {
            return (found, "asked its dynamic type, `type(of:)`")
        }
        if instruction.hasPrefix("value_metatype "), instruction.contains("@opened("),
            let found = proto(after: opened, in: instruction)
        {
            return (found, "asked its dynamic type, `type(of:)`")
        }
        if instruction.hasPrefix("value_metatype $@thick "),
            let found = generics[
                String(
                    instruction.dropFirst("value_metatype $@thick ".count)
                        .prefix { $0 != "," && $0 != " " }.dropLast(".Type".count)
                        .filter { $0 != "(" && $0 != ")" }
                )
            ]
        {
            return (found, "asked its dynamic type, `type(of:)`")
        }
        if instruction.hasPrefix("init_existential_addr ")
            || instruction.hasPrefix("init_existential_value "),
            let type = instruction.range(of: ", $@opened(", options: .backwards),
            let found = proto(after: opened, in: instruction[type.lowerBound...])
        {
            return (found, "wrapped in `Any`, which can print or reflect what it really is")
        }
        if instruction.hasPrefix("checked_cast_br ")
            || instruction.hasPrefix("checked_cast_addr_br "),
            let found = proto(after: " any ", in: instruction.prefix(while: { $0 != "%" }))
        {
            return (found, "cast to another type")
        }
        for keyword in ["apply ", "try_apply ", "begin_apply ", "partial_apply "]
        where instruction.hasPrefix(keyword) {
            return openedInUnconstrainedCall(
                instruction.dropFirst(keyword.count),
                callees: callees,
                ownPrefix: ownPrefix,
                generics: generics
            )
        }
        return nil
    }

    /// A value of a type looked into by `instruction`, other than a class's field (which
    /// `ref_element_addr` gives): a structure's field read (`struct_extract %3 : $Point,
    /// #Point.x`, `struct_element_addr`), or an object taken as `AnyObject`
    /// (`init_existential_ref %5 : $Cell : $Cell, $AnyObject`), as `ObjectIdentifier(_:)` and
    /// `===` take it.
    static func valueRead(in instruction: Substring) -> (type: String, how: String)? {
        if instruction.hasPrefix("struct_extract ")
            || instruction.hasPrefix("struct_element_addr "),
            let member = member(in: instruction)
        {
            return (member.type, "its \(member.name) read")
        }
        if instruction.hasPrefix("init_existential_ref "), instruction.hasSuffix("$AnyObject"),
            let dollar = instruction.range(of: " : $")
        {
            let type = instruction[dollar.upperBound...].prefix {
                $0.isLetter || $0.isNumber || $0 == "_" || $0 == "."
            }
            return type.isEmpty ? nil : (String(type), "taken as AnyObject, for its identity")
        }
        return nil
    }

    /// Whether `instruction` applies `member` (a function reference's mangled name and more)
    /// to pick an element of a `Set` or a `Dictionary`, or of its keys or values, by its place:
    /// `Collection.first`, `popFirst()` or `removeFirst()`. Their order is the hash seed's,
    /// drawn anew in each process, so the element is picked at random.
    static func picksByPlaceInHashedOrder(member: Substring, instruction: Substring) -> Bool {
        let byPlace = [
            "$sSlsE5first7ElementQzSgvg", "$sSh8popFirstxSgyF", "$sSD8popFirstx3key_q_5valuetSgyF",
            "$sSh11removeFirstxyF", "$sSD11removeFirstx3key_q_5valuetyF",
        ]
        guard byPlace.contains(where: { member.hasPrefix($0) }),
            let open = instruction.firstIndex(of: "<")
        else { return false }
        let substitution = instruction[instruction.index(after: open)...]
        return ["Set<", "Dictionary<"].contains { substitution.hasPrefix($0) }
            || member.hasPrefix("$sSh") || member.hasPrefix("$sSD")
    }

    /// The types a cast goes from and to: `checked_cast_br any Screen in %3 to Real, bb1, bb2`,
    /// `checked_cast_addr_br take_always any Error in %4 to Oops in %7, bb1, bb2`,
    /// `unconditional_checked_cast_addr Any in %2 to Int in %5`; the from type is empty for
    /// `unconditional_checked_cast %3 to Real`, which does not print it.
    static func cast(in instruction: Substring) -> (from: String, to: String)? {
        let kinds = [
            "checked_cast_br ", "checked_cast_addr_br ", "unconditional_checked_cast_addr ",
            "unconditional_checked_cast ",
        ]
        guard let kind = kinds.first(where: { instruction.hasPrefix($0) }) else { return nil }
        var rest = instruction.dropFirst(kind.count)
        while rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        if kind == "checked_cast_addr_br " {
            // The consumption: `take_always`, `take_on_success`, `copy_on_success`.
            rest = rest.drop { $0 != " " }.dropFirst()
        }
        let from: Substring
        if kind == "unconditional_checked_cast " {
            from = ""
        } else {
            guard let operand = rest.range(of: " in %") else { return nil }
            from = rest[..<operand.lowerBound]
            rest = rest[operand.upperBound...]
        }
        guard let to = rest.range(of: " to ") else { return nil }
        var target = rest[to.upperBound...]
        for end in [" in %", ", bb", ","] {
            if let range = target.range(of: end) { target = target[..<range.lowerBound] }
        }
        let type = target.trimmingSpaces
        guard !type.isEmpty else { return nil }
        return (String(from.trimmingSpaces), String(type))
    }

    /// The standard library's functions that describe any value they are given, as their
    /// mangled names spell them: `String(describing:)`, `String(reflecting:)`, and the
    /// interpolation of a value of any type.
    static let describingFunctions = [
        "$sSS10describingSSx_tclufC", "$sSS10reflectingSSx_tclufC",
        "$ss26DefaultStringInterpolationV06appendC0yyxlF",
    ]

    /// An existential handed to a generic parameter that asks nothing of it: opened
    /// (`apply %4<@opened("…", any Screen) Self>(…) : $@convention(method) <τ_0_0> (…)`) for
    /// any callee, or as it is (`apply %5<any Clock>(…)`) to a function of the module's own or
    /// one of the standard library's that describes what it is given. A container of the
    /// standard library that holds an existential as it is (`Array<any Clock>`) asks nothing.
    private static func openedInUnconstrainedCall(
        _ call: Substring,
        callees: [Substring: Substring],
        ownPrefix: String,
        generics: [String: String]
    ) -> (proto: String, how: String)? {
        var rest = call
        while rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        let callee = rest.prefix { $0 != "<" && $0 != "(" }
        guard rest.dropFirst(callee.count).hasPrefix("<"),
            let substitutions = balanced(rest.dropFirst(callee.count)),
            substitutions.contains("any ")
                || topLevel(substitutions).contains(where: { generics[$0] != nil })
        else { return nil }
        let symbol = callees[callee] ?? ""
        // A collection or an optional of the standard library holds a value as it is.
        let holds = [
            "$sSa", "$sSD", "$sSh", "$sSq", "$ss15ContiguousArray",
            "$ss27_allocateUninitializedArray",
            "$ss27_finalizeUninitializedArray",
        ].contains {
            symbol.hasPrefix($0)
        }
        // Keeping a value alive asks nothing of it and shows nothing of it.
        if symbol.contains("withExtendedLifetime") { return nil }
        let describes =
            symbol.hasPrefix(ownPrefix) || describingFunctions.contains { symbol.hasPrefix($0) }
        guard let type = rest.range(of: " : $"),
            let open = rest[type.upperBound...].firstIndex(of: "<"),
            let signature = balanced(rest[open...])
        else { return nil }
        let parts = signature.components(separatedBy: " where ")
        let parameters = parts[0].components(separatedBy: ", ")
        let requirements = parts.count > 1 ? parts[1].components(separatedBy: ", ") : []
        for (index, substitution) in topLevel(substitutions).enumerated()
        where index < parameters.count
            && (substitution.hasPrefix("@opened(") || describes && substitution.hasPrefix("any ")
                || !holds && generics[substitution] != nil)
        {
            let parameter = parameters[index]
            let asked = requirements.contains {
                $0.hasPrefix(parameter + " : ") && !$0.dropFirst(parameter.count + 3).hasPrefix("~")
            }
            guard !asked else { continue }
            let name: Substring
            if let constraint = generics[substitution] {
                name = Substring(constraint)
            } else if let range = substitution.range(of: "any ") {
                name = substitution[range.upperBound...].prefix {
                    $0.isLetter || $0.isNumber || "_.".contains($0)
                }
            } else {
                continue
            }
            return (
                String(name),
                "handed to generic code that asks nothing of it (a string interpolation, `String(describing:)`, a helper that takes any value), which can print or reflect what it really is"
            )
        }
        return nil
    }

    /// The generic parameters a SIL function type constrains to a protocol, with the first
    /// protocol of each: `@convention(thin) <τ_0_0 where τ_0_0 : Clock> (…)` gives
    /// `["τ_0_0": "Clock"]`. A parameter only copyable or escapable by choice (`~Copyable`)
    /// or bound to a class alone is constrained to no protocol.
    static func constrainedGenerics(of signature: String) -> [String: String] {
        var rest = Substring(signature).drop { $0 == "$" }
        while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") {
            rest = rest[rest.index(after: space)...]
        }
        guard rest.hasPrefix("<"), let clause = balanced(rest) else { return [:] }
        let parts = clause.components(separatedBy: " where ")
        guard parts.count > 1 else { return [:] }
        var constraints: [String: String] = [:]
        for requirement in topLevel(parts[1]) {
            let sides = requirement.components(separatedBy: " : ")
            guard sides.count == 2, !sides[1].hasPrefix("~"),
                !["AnyObject", "_NativeClass", "Copyable", "Escapable"].contains(sides[1]),
                constraints[sides[0]] == nil
            else { continue }
            constraints[sides[0]] = sides[1]
        }
        return constraints
    }

    /// The text inside the brackets that open `text`, angle brackets unless told, or nil when
    /// they do not close.
    private static func balanced(
        _ text: Substring,
        open: Character = "<",
        close: Character = ">"
    ) -> String? {
        var depth = 0
        var inside = ""
        var quoted = false
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            if character == "\"" { quoted.toggle() }
            if !quoted && character == open {
                depth += 1
                if depth == 1 { continue }
            }
            if !quoted && character == close && !(close == ">" && previous == "-") {
                depth -= 1
                if depth == 0 { return inside }
            }
            if depth >= 1 { inside.append(character) }
        }
        return nil
    }

    /// The parts of a comma-separated list that are not inside brackets or quotes.
    private static func topLevel(_ list: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var quoted = false
        var previous: Character = " "
        for character in list {
            defer { previous = character }
            if character == "\"" { quoted.toggle() }
            if !quoted {
                if "<([{".contains(character) { depth += 1 }
                if ">)]}".contains(character) && !(character == ">" && previous == "-") {
                    depth -= 1
                }
                if character == ",", depth == 0 {
                    parts.append(current.trimmingCharacters(in: .whitespaces))
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    static func madeType(in instruction: Substring) -> String? {
        let kinds = [
            "struct $", "alloc_ref ", "alloc_ref_dynamic ", "metatype $", "enum $",
            "init_existential_addr ", "init_existential_ref ", "init_existential_value ",
            "init_existential_metatype ",
        ]
        guard kinds.contains(where: { instruction.hasPrefix($0) }) else { return nil }
        let text: Substring
        if instruction.hasPrefix("init_existential"),
            let last = instruction.range(of: ", $", options: .backwards)
        {
            text = instruction[last.upperBound...]
        } else if let dollar = instruction.firstIndex(of: "$") {
            text = instruction[instruction.index(after: dollar)...]
        } else {
            return nil
        }
        var rest = text
        for prefix in ["@thin ", "@thick ", "@objc_metatype ", "*"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
        }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let type = name.hasSuffix(".Type") ? name.dropLast(".Type".count) : name
        return type.isEmpty ? nil : String(type)
    }

    static func word(after prefix: String, in line: Substring) -> String {
        var text = line.dropFirst(prefix.count)
        while text.hasPrefix("[") { text = text.drop { $0 != "]" }.dropFirst().drop { $0 == " " } }
        return String(text.prefix { $0 != " " && $0 != "<" })
    }
}
