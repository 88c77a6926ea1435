import Foundation
import Testing

/// The commands for the authors of katas.
@Suite("kata: commands for authors")
struct AuthorCommandTests {
    @Test("fingerprint records a deliberately changed checker in kata.json, and only that")
    func fingerprintRewritesTheChecker() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let path = "Exercises/01-first-steps/Tests/SampleChecks/SampleChecks.swift"
        try fixture.write(path, FixtureRepository.checker + "// One more expectation, one day.\n")
        let before = try fixture.read("Katas/01-first-steps/kata.json")

        let result = fixture.run("fingerprint", "01", "--author")

        #expect(result.status == .success)
        let after = try fixture.read("Katas/01-first-steps/kata.json")
        #expect(after != before)
        #expect(
            after.replacingOccurrences(
                of: #""checker": "[0-9a-f]+""#,
                with: "",
                options: .regularExpression
            )
                == before.replacingOccurrences(
                    of: #""checker": "[0-9a-f]+""#,
                    with: "",
                    options: .regularExpression
                )
        )
        #expect(result.output.hasPrefix("01-first-steps: checker fingerprint "))
        let again = fixture.run("fingerprint", "01", "--author")
        #expect(again.output.hasSuffix(", unchanged\n"))
        #expect(try fixture.read("Katas/02-second-steps/kata.json").contains("\"checker\""))
    }

    @Test("fingerprint without --author blesses nothing, from the root as from an exercise")
    func fingerprintNeedsAuthor() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let path = "Exercises/01-first-steps/Tests/SampleChecks/SampleChecks.swift"
        try fixture.write(path, FixtureRepository.checker + "// Always passes now.\n")
        let before = try fixture.read("Katas/01-first-steps/kata.json")

        for folder in ["", "Exercises/01-first-steps"] {
            let result = fixture.run("fingerprint", "01", from: folder)

            #expect(result.status != .success)
            #expect(result.errors.contains("Add --author."))
            #expect(try fixture.read("Katas/01-first-steps/kata.json") == before)
        }
    }
}
