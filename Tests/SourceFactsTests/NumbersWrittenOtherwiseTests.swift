import Foundation
import Testing

@testable import SourceFacts

/// A line of SIL as the compiler prints it: `instruction` with its place, and the comment it
/// puts after a floating-point literal kept before the place, where the compiler writes it.
func silLine(_ instruction: String) -> String {
    let parts = instruction.components(separatedBy: " // ")
    let comment = parts.count > 1 ? " // " + parts[1] : ""
    return "  %5 = \(parts[0])\(comment), loc \"a.swift\":1:42, scope 3 // user: %10"
}

@Suite("A limit written as a floating-point number, as text or under a type's name is a number too")
struct NumbersWrittenOtherwiseTests {
    @Test(
        "a floating-point literal or a string that is all number is read as the whole number",
        arguments: [
            (silLine("float_literal $Builtin.FPIEEE80, 0x400EFDE8000000000000 // 65000"), 65_000),
            (silLine("float_literal $Builtin.FPIEEE64, 0x40F86A0000000000 // 1.0E+5"), 100_000),
            (silLine("float_literal $Builtin.FPIEEE64, 0xC07F400000000000 // -500.25"), -500),
            (silLine(#"string_literal utf8 "65000""#), 65_000),
            (silLine(#"string_literal utf8 "-2e3""#), -2_000),
        ]
    )
    func read(line: String, value: Int) {
        let text = Substring(line)
        #expect(
            SILReader.numberWrittenOtherwise(
                in: SILReader.instruction(of: text),
                line: text
            ) == value
        )
    }

    @Test(
        "a string with words in it, a file's path or a number that is no number is no limit",
        arguments: [
            silLine(#"string_literal utf8 "fl2/fl2.swift""#),
            silLine(#"string_literal utf8 "Good morning ""#),
            silLine(#"string_literal utf8 "1_000""#),
            silLine(#"string_literal utf8 """#),
            silLine(#"string_literal utf8 "nan""#),
            silLine("integer_literal $Builtin.Word, 5"),
        ]
    )
    func notRead(line: String) {
        let text = Substring(line)
        #expect(
            SILReader.numberWrittenOtherwise(
                in: SILReader.instruction(of: text),
                line: text
            ) == nil
        )
    }

    @Test(
        "an integer type's bounds and width, a floating-point type's extremes and π are limits",
        arguments: [
            ("static Swift.Int16.max", "Int16.max"),
            ("static Swift.UInt8.bitWidth", "UInt8.bitWidth"),
            ("static Swift.Float16.greatestFiniteMagnitude", "Float16.greatestFiniteMagnitude"),
            ("static Swift.Double.greatestFiniteMagnitude", "Double.greatestFiniteMagnitude"),
            ("static Swift.Double.ulpOfOne", "Double.ulpOfOne"),
            // 17 characters once written, and ⌊π¹⁰⌋ is 93,648: numbers without a digit.
            ("static Swift.Double.pi", "Double.pi"),
        ]
    )
    func extremes(api: String, name: String) {
        #expect(CompiledReach.extreme(api) == name)
    }

    @Test(
        "other members of the number types are no limits",
        arguments: [
            "static Swift.Double.infinity", "static Swift.Int.zero", "Swift.Int.description",
            "Foundation.Date.timeIntervalSinceReferenceDate", "static Foundation.Date.now",
        ]
    )
    func noExtremes(api: String) {
        #expect(CompiledReach.extreme(api) == nil)
    }

    @Test(
        "Foundation's far moments are named, however the compiler reaches them",
        arguments: [
            // `Date.distantFuture`, stored, is reached through its addressor, named without
            // `static`; `NSDate`'s is a class property.
            ("Foundation.Date.distantFuture", "Date.distantFuture"),
            ("static Foundation.Date.distantPast", "Date.distantPast"),
            ("static Foundation.NSDate.distantPast", "NSDate.distantPast"),
        ]
    )
    func farMoments(api: String, name: String) {
        #expect(CompiledReach.farMoment(api) == name)
        #expect(CompiledReach.farMoment("Foundation.Date.now") == nil)
    }
}
