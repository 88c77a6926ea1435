import Testing

@testable import SourceFacts

@Suite("A cast is read from the compiler's line, whatever the instruction that makes it")
struct CastReadingTests {
    @Test(
        "each kind of cast gives the types it goes from and to",
        arguments: [
            ("checked_cast_br any Screen in %3 to Real, bb1, bb2", "any Screen", "Real"),
            (
                "checked_cast_br [prohibit_isolated_conformances] AnyObject in %5 to Real, bb1, bb2",
                "AnyObject", "Real"
            ),
            (
                "checked_cast_addr_br take_always any Error in %4 to Oops in %7, bb1, bb2",
                "any Error", "Oops"
            ),
            ("checked_cast_addr_br copy_on_success T in %4 to Real in %6, bb1, bb2", "T", "Real"),
            ("unconditional_checked_cast_addr Any in %2 to Int in %5", "Any", "Int"),
            ("unconditional_checked_cast %3 to Real", "", "Real"),
        ]
    )
    func read(instruction: String, from: String, to: String) throws {
        let line = silLine(instruction)
        let cast = try #require(SILReader.cast(in: SILReader.instruction(of: Substring(line))))
        #expect(cast.from == from)
        #expect(cast.to == to)
    }

    @Test("an instruction that casts nothing gives no cast")
    func noCast() {
        let line = silLine("apply %4(%3) : $@convention(thin) (Int) -> Int")
        #expect(SILReader.cast(in: SILReader.instruction(of: Substring(line))) == nil)
    }

    @Test(
        "the generic parameters of a function are read from its type",
        arguments: [
            ("$@convention(method) <T> (@in_guaranteed T, @guaranteed P) -> Bool", ["T"]),
            ("$@convention(thin) <T, U where T : Screen> (@in_guaranteed T) -> ()", ["T", "U"]),
            ("$@convention(thin) (Int) -> Int", []),
        ]
    )
    func genericParameters(signature: String, names: [String]) {
        #expect(CompiledReach.genericParameters(of: signature) == names)
    }
}
