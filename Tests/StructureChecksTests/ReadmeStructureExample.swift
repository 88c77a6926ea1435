import Foundation
import StructureChecks
import Testing

/// The StructureChecks snippets of README.md, compiled: each function's body, between the
/// markers, is the text the README shows. They are compiled, not run: they read a kata's module.
func readmeDeclarationsExample(checkedCode: CheckedCode) {
    // readme-structure-begin
    let code = LearnerCode(module: "ProfileFeature", in: checkedCode)
    code.expectParameter(
        labeled: "profileView",
        of: "init",
        in: "ProfilePresenter",
        isDeclaredThrough: "ProfileViewing",
        rule: "Take the screen as any ProfileViewing, so the compiler checks what comes in."
    )
    code.expectNoMention(of: ["ProfileViewController"], in: "ProfilePresenter", rule: "…")
    // readme-structure-end
}

func readmeReachExample(code: LearnerCode) {
    // readme-reach-begin
    code.expectReachOnly(
        from: "greet",
        allowing: ["static Foundation.Calendar.current", "Foundation.Calendar.component(_:from:)"],
        rule: "The greeting is the caller's moment and nothing else."
    )
    // readme-reach-end
}

@Suite("README: the StructureChecks snippets are code that compiles")
struct ReadmeStructureTests {
    static func snippet(_ name: String) throws -> String {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let begin = try #require(source.range(of: "// readme-\(name)-begin\n"))
        let end = try #require(source.range(of: "    // readme-\(name)-end"))
        return source[begin.upperBound..<end.lowerBound].split(
            separator: "\n",
            omittingEmptySubsequences: false
        )
        .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }
        .joined(separator: "\n")
    }

    static var readme: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        }
    }

    @Test("the README shows the declarations snippet and the reach snippet as compiled here")
    func snippetsMatch() throws {
        let readme = try Self.readme
        #expect(
            readme.contains(
                "```swift\nimport StructureChecks\n\n" + (try Self.snippet("structure")) + "```"
            )
        )
        #expect(readme.contains("```swift\n" + (try Self.snippet("reach")) + "```"))
    }
}
