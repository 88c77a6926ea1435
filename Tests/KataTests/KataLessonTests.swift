import Foundation
import Testing

@testable import KataKit

/// The repository this test file belongs to.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every kata of the repository, read as the `kata` command reads them.
let repositoryKatas = (try? Repository.containing(repositoryRoot).katas) ?? []

/// The lessons keep the order that makes a learner think before they look: the story, the
/// smell, the questions of a seam to design, the principle that answers them, and only then the
/// shape, folded.
@Suite("Kata lessons: every README has its parts, in order, and tells the checker's truth")
struct KataLessonTests {
    static let headings = [
        "## The story", "## What is wrong", "## Design the seam", "## The principle",
        "## Before and after, as arrows", "## Steps", "## The shape the checker expects",
        "## What the checker accepts and rejects", "## Going further",
    ]

    @Test("the repository has katas to read")
    func katasFound() {
        #expect(repositoryKatas.count >= 4)
    }

    @Test("the README has every section, in order", arguments: repositoryKatas)
    func sectionsInOrder(kata: Kata) throws {
        let text = try readme(of: kata)
        let positions = Self.headings.map { heading in
            text.range(of: "\n\(heading)\n")?.lowerBound
        }
        for (heading, position) in zip(Self.headings, positions) where position == nil {
            Issue.record("Katas/\(kata.folder)/README.md has no section \(heading)")
        }
        let found = positions.compactMap { $0 }
        #expect(
            found == found.sorted(),
            "the sections of Katas/\(kata.folder)/README.md are out of order"
        )
    }

    @Test(
        "the exact shape is folded, so a learner opens it when they choose",
        arguments: repositoryKatas
    )
    func shapeIsFolded(kata: Kata) throws {
        let shape = try section("## The shape the checker expects", of: kata)
        #expect(shape.contains("<details>"))
        #expect(shape.contains("<summary>"))
        #expect(shape.contains("</details>"))
        let outside = shape.components(separatedBy: "<details>").first ?? ""
        #expect(!outside.contains("```swift"), "the shape must be inside <details>")
    }

    @Test(
        "what the checker accepts and rejects is folded until the kata passes, names and all",
        arguments: repositoryKatas
    )
    func claimsAreFolded(kata: Kata) throws {
        let claims = try section("## What the checker accepts and rejects", of: kata)
        let opened = claims.components(separatedBy: "<details>")
        try #require(opened.count == 2, "the section folds its claims in one <details>")
        #expect(!opened[0].contains("`"), "no name of a variant may show before <details>")
        let summary = opened[1].components(separatedBy: "</summary>").first ?? ""
        #expect(summary.contains("<summary>"))
        #expect(summary.contains("passes"), "the summary says to open it once the kata passes")
        let closed = opened[1].components(separatedBy: "</details>")
        #expect(closed.count == 2, "the section closes its <details>")
        #expect(
            closed.last?.trimmingCharacters(in: .whitespacesAndNewlines) == "",
            "nothing of the section may follow </details>"
        )
    }

    @Test(
        "every mutant and alternative is named where the README says what the checker does",
        arguments: repositoryKatas
    )
    func variantsAreNamed(kata: Kata) throws {
        let claims = try section("## What the checker accepts and rejects", of: kata)
        for variant in try kata.mutants() + kata.alternatives() {
            #expect(
                claims.contains("`\(variant.name)`"),
                "Katas/\(kata.folder)/README.md does not name \(variant.name)"
            )
        }
    }

    @Test(
        "the hints go from a question to the shape, and none repeats the full code",
        arguments: repositoryKatas
    )
    func hintsStaySmall(kata: Kata) throws {
        let hints = try kata.hints()
        #expect(hints.count >= 3)
        #expect(hints.first?.contains("?") == true, "the first hint asks a question")
        for hint in hints {
            #expect(!hint.contains("```"), "a hint gives a direction, not a code block")
        }
    }

    @Test(
        "a kata that asks for the learner's own test says how it is judged, and ships an empty one",
        arguments: repositoryKatas
    )
    func ownTest(kata: Kata) throws {
        let text = try readme(of: kata)
        guard let asked = kata.metadata.ownTest else {
            #expect(!text.contains("\n## Your own test\n"), "no own test is asked for")
            return
        }
        let lesson = try section("## Your own test", of: kata)
        #expect(lesson.contains(kata.ownTestPath + "/YourTests.swift"))
        let counts = [2: "two", 3: "three", 4: "four", 5: "five"]
        let count = try #require(counts[asked.catches.count])
        #expect(
            lesson.contains("each of \(count) wrong"),
            "the lesson says how many wrong versions it must catch"
        )
        let mutants = try kata.mutants().map(\.name)
        for name in asked.catches {
            #expect(mutants.contains(name), "ownTest names \(name), which is no mutant")
        }
        let tests = kata.exerciseDirectory.appendingPathComponent(kata.ownTestPath)
        #expect(!OwnTestJudge.declaresTest(in: tests), "the exercise ships the test empty")
        #expect(OwnTestJudge.declaresTest(in: kata.ownTestDirectory), "the kata ships its own")
        let manifest = try String(
            contentsOf: kata.exerciseDirectory.appendingPathComponent("Package.swift"),
            encoding: .utf8
        )
        #expect(manifest.contains("name: \"\(kata.ownTestModule)\""))
    }

    private func readme(of kata: Kata) throws -> String {
        try String(
            contentsOf: kata.lessonDirectory.appendingPathComponent("README.md"),
            encoding: .utf8
        )
    }

    private func section(_ heading: String, of kata: Kata) throws -> String {
        let text = try readme(of: kata)
        let start = try #require(text.range(of: "\n\(heading)\n"))
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }
}

extension Kata: CustomTestStringConvertible {
    /// The kata's folder name, as a test's argument.
    public var testDescription: String { folder }
}
