/// Whole numbers the optimiser works out of the learner's code where the source writes none: a
/// limit made by a loop (`for _ in 0..<10 { cap += cap }` is 1,024 once optimised), by a
/// recursion or by any arithmetic the compiler can finish before the program runs.
///
/// It compares two lowerings of the same files: the SIL of `-O`, where such a number is an
/// `integer_literal` at the place of the arithmetic that makes it, and the SIL of `-Onone`
/// after the mandatory passes, where the standard library's transparent code (a conversion's
/// range, a bit pattern) already shows its own numbers at the places it is called from. A
/// large number that only the optimised SIL has, at a place where the unoptimised one has no
/// large number, is the code's own, worked out.
package enum WorkedOutNumbers {
    /// The numbers beyond ``CompiledReach/largestPlainNumber`` that the SIL `optimized` has at
    /// places in `files`, apart from the places `known` (where the source writes a number, or
    /// where transparent code of the standard library puts one), one per place.
    package static func find(
        in optimized: String,
        files: Set<String>,
        apartFrom known: Set<CompiledLocation>
    )
        -> [(value: Int, location: CompiledLocation)]
    {
        var seen = Set<CompiledLocation>()
        return literals(in: optimized, files: files, floats: true).filter { literal in
            isLarge(literal.value) && !known.contains(literal.location)
                && seen.insert(literal.location).inserted
        }
    }

    /// The places in `files` where the SIL `sil` has a whole number beyond
    /// ``CompiledReach/largestPlainNumber``. Floating-point numbers are left out: the mandatory
    /// passes fold the code's own arithmetic of them (`99.5 * 99.5 * 7.5` is one 74,251.875
    /// there), which the standard library's transparent code adds none of.
    package static func largeLiteralPlaces(in sil: String, files: Set<String>)
        -> [CompiledLocation: Set<Int>]
    {
        var places: [CompiledLocation: Set<Int>] = [:]
        for literal in literals(in: sil, files: files, floats: false) where isLarge(literal.value) {
            places[literal.location, default: []].insert(literal.value)
        }
        return places
    }

    /// The numbers of `candidates` that the standard library's transparent code does not
    /// explain: at its place, the SIL after the mandatory passes (`transparent`) has no large
    /// number, or has the candidate alone, or lacks it and the candidate is no bound of a
    /// machine type. Transparent code placed at a call brings several of its own (a
    /// conversion's 52, 2047 and the lines of its checks), and the optimiser makes bounds of
    /// them (`Int.min`, 2⁵³); a conversion of the code's own arithmetic, folded by those passes,
    /// leaves its one result (`Int(99.5 * 99.5 * 99.5)` is 985,074 and nothing else), and one
    /// they leave to the optimiser leaves a number no transparent code holds
    /// (`Int(Double.pi * Double.pi …)`, ten times, is 93,648).
    package static func unexplained(
        _ candidates: [(value: Int, location: CompiledLocation)],
        transparent: [CompiledLocation: Set<Int>]
    ) -> [(value: Int, location: CompiledLocation)] {
        candidates.filter { candidate in
            guard let there = transparent[candidate.location] else { return true }
            return there == [candidate.value]
                || !there.contains(candidate.value) && !isMachineBound(candidate.value)
        }
    }

    /// Whether `value` is a bound of a machine type, as the optimiser makes them out of a
    /// conversion's checks: a power of two, one less than one, or the negative of either.
    static func isMachineBound(_ value: Int) -> Bool {
        let magnitude = value.magnitude
        return magnitude & (magnitude &- 1) == 0 || magnitude & (magnitude &+ 1) == 0
    }

    /// Whether code that calls the functions named `called` (demangled) may work a number out
    /// at all: it does arithmetic on numbers (an operator of the standard library's number
    /// types, a method of their protocols, C's mathematics), or counts a collection or a text,
    /// whose length the optimiser may know. Comparing numbers works none out.
    package static func mayWorkOut(calling called: some Sequence<String>) -> Bool {
        called.contains { name in
            if name.contains("count.getter") { return true }
            if ["C.pow", "C.exp", "C.ldexp", "C.scalb", "Foundation.pow"].contains(where: {
                name.hasPrefix($0)
            }) {
                return true
            }
            // Making a number from a literal is writing it, not working it out.
            guard !name.contains("Literal") else { return false }
            if numberProtocols.contains(where: { name.contains("Swift.\($0).") }) { return true }
            let member = name.hasPrefix("static ") ? name.dropFirst("static ".count) : name[...]
            guard member.hasPrefix("Swift."),
                numberTypes.contains(String(member.dropFirst(6).prefix { $0 != "." }))
            else { return false }
            let symbol = member.drop { $0 != "." }.dropFirst().drop { $0 != "." }.dropFirst()
                .prefix { $0 != " " }
            return !["==", "!=", "<", "<=", ">", ">=", "~="].contains(String(symbol))
        }
    }

    /// The standard library's number types.
    private static let numberTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float80",
    ]

    /// The protocols whose methods do the arithmetic of the standard library's numbers.
    private static let numberProtocols = [
        "BinaryInteger", "FixedWidthInteger", "SignedNumeric", "Numeric", "AdditiveArithmetic",
        "FloatingPoint", "BinaryFloatingPoint", "SignedInteger", "UnsignedInteger",
    ]

    /// Whether `value` is beyond what a policy may write unnamed.
    package static func isLarge(_ value: Int) -> Bool {
        value.magnitude > CompiledReach.largestPlainNumber
    }

    /// Every `integer_literal` of `sil` at a place in `files`, and every value the optimiser
    /// knows a variable of those files to hold (`debug_value undef …, expr op_constu:1024`):
    /// where the number is only used inside inlined code of the standard library (the `1024`
    /// of `receipts.suffix(kept)`), that code's own literal has no place in the learner's files,
    /// and the variable's known value is what is left of it.
    private static func literals(in sil: String, files: Set<String>, floats: Bool)
        -> [(value: Int, location: CompiledLocation)]
    {
        var found: [(value: Int, location: CompiledLocation)] = []
        for line in sil.split(separator: "\n") {
            guard
                let value = integerLiteral(in: line) ?? knownValue(in: line)
                    ?? (floats ? floatLiteral(in: line) : nil),
                let location = SILReader.location(in: line),
                files.contains(location.file)
            else { continue }
            found.append((value, location))
        }
        return found
    }

    /// The value of an `integer_literal` instruction.
    private static func integerLiteral(in line: Substring) -> Int? {
        guard let start = line.range(of: "integer_literal $Builtin.Int") else { return nil }
        let rest = line[start.upperBound...]
        guard let comma = rest.firstIndex(of: ",") else { return nil }
        return Int(
            rest[rest.index(after: comma)...].drop { $0 == " " }.prefix {
                $0 == "-" || $0.isNumber
            }
        )
    }

    /// The value of a `float_literal` instruction, towards zero, read as a number written
    /// otherwise is (`SILReader.numberWrittenOtherwise(in:line:)`).
    private static func floatLiteral(in line: Substring) -> Int? {
        let instruction = SILReader.instruction(of: line)
        guard instruction.hasPrefix("float_literal ") else { return nil }
        return SILReader.numberWrittenOtherwise(in: instruction, line: line)
    }

    /// The constant a `debug_value` says a variable holds, when it says one. A part of a text's
    /// storage (`op_fragment:#_StringObject._countAndFlagsBits`) is no
    /// number of the code.
    private static func knownValue(in line: Substring) -> Int? {
        guard line.contains("debug_value"), !line.contains("#_StringObject"),
            !line.contains("#_StringGuts")
        else { return nil }
        for marker in ["op_constu:", "op_consts:"] {
            guard let start = line.range(of: marker) else { continue }
            return Int(line[start.upperBound...].prefix { $0 == "-" || $0.isNumber })
        }
        return nil
    }
}
