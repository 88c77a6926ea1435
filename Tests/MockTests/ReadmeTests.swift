import Foundation
import Testing

/// README.md shows code and output; these tests make sure they are the ones the tests run.
@Suite("README")
struct ReadmeTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(of relativePath: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }

    @Test("the Mock example in the README is the code the tests compile")
    func exampleMatches() throws {
        let source = try Self.text(of: "Tests/MockTests/ReadmeExampleTests.swift")
        let begin = try #require(source.range(of: "// readme-example-begin\n"))
        let end = try #require(source.range(of: "// readme-example-end"))
        let example = source[begin.upperBound..<end.lowerBound]
        let readme = try Self.text(of: "README.md")
        #expect(readme.contains("```swift\nimport Mock\nimport Testing\n\n" + example + "```"))
    }

    @Test(
        "the typed example in the README and in the DocC article is the code the tests compile",
        arguments: ["README.md", "Sources/Mock/Mock.docc/GettingStarted.md"]
    )
    func typedExampleMatches(in document: String) throws {
        let source = try Self.text(of: "Tests/MockTests/ReadmeTypedExampleTests.swift")
        let begin = try #require(source.range(of: "// readme-typed-begin\n"))
        let end = try #require(source.range(of: "// readme-typed-end"))
        let example = source[begin.upperBound..<end.lowerBound]
        let text = try Self.text(of: document)
        #expect(
            text.contains(
                "```swift\nimport Foundation\nimport Mock\nimport Testing\n\n" + example + "```"
            )
        )
    }

    @Test("the failure message in the README is the one the library writes")
    func failureMessageMatches() throws {
        let readme = try Self.text(of: "README.md")
        #expect(readme.contains("```text\n" + readmeFailureText + "\n```"))
    }
}
