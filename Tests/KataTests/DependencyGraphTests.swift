import Foundation
import SourceFacts
import Testing

@testable import KataKit

/// The picture `kata graph` draws of a kata's code, as a terminal shows it without colour.
func textDiagram(of kata: Kata, _ folder: URL) throws -> String {
    GraphTextRendering(style: TextStyle(colored: false)).render(
        try kata.dependencyGraph(of: folder)
    )
}

/// The committed snapshot of a kata's diagram: `Tests/KataTests/Snapshots/<kata>.<which>.txt`.
func snapshot(_ kata: Kata, _ which: String) -> URL {
    repositoryRoot.appendingPathComponent("Tests/KataTests/Snapshots/\(kata.folder).\(which).txt")
}

@Suite("kata graph: the arrows of every kata's Before and After")
struct KataDiagramTests {
    @Test("the text diagrams of Before and After match their snapshots", arguments: repositoryKatas)
    func snapshots(kata: Kata) throws {
        for (which, folder) in [("before", kata.beforeDirectory), ("after", kata.afterDirectory)] {
            let drawn = try textDiagram(of: kata, folder) + "\n"
            let saved = try? String(contentsOf: snapshot(kata, which), encoding: .utf8)
            #expect(
                drawn == saved,
                "Tests/KataTests/Snapshots/\(kata.folder).\(which).txt differs; if the change is meant, write the new picture there:\n\(drawn)"
            )
        }
    }

    @Test(
        "every Before has an arrow that breaks the rule; no After has one",
        arguments: repositoryKatas
    )
    func beforeIsFlaggedAfterIsNot(kata: Kata) throws {
        let before = try kata.dependencyGraph(of: kata.beforeDirectory)
        let after = try kata.dependencyGraph(of: kata.afterDirectory)
        #expect(!before.flagged.isEmpty)
        #expect(after.flagged.isEmpty, "flagged in After: \(after.flagged)")
    }

    @Test("every README shows the diagrams the command draws", arguments: repositoryKatas)
    func readmeDiagramsAreCurrent(kata: Kata) throws {
        let file = kata.lessonDirectory.appendingPathComponent("README.md")
        let readme = try String(contentsOf: file, encoding: .utf8)
        #expect(
            try LessonDiagrams.updated(
                readme,
                for: kata,
                processes: ProcessesDouble(running: ["swift"])
            ) == readme,
            "Katas/\(kata.folder)/README.md shows old diagrams: run `swift run kata diagrams \(kata.number)`"
        )
    }
}

@Suite("kata graph: the model and its three renderings")
struct DependencyGraphTests {
    static let roles = GraphRoles(
        policies: ["ProfilePresenter"],
        details: ["ProfileViewController"]
    )

    /// A presenter half refactored: the protocol exists and the property uses it, but the
    /// initializer still takes the concrete screen.
    static let halfDone = SourceModule(
        name: "ProfileFeature",
        files: [
            SourceFile(
                path: "ProfilePresenter.swift",
                source: """
                    protocol ProfileViewing: AnyObject { func showFullName(_ fullName: String) }
                    final class ProfileViewController: ProfileViewing {
                        func showFullName(_ fullName: String) {}
                    }
                    final class ProfilePresenter {
                        private weak var profileView: (any ProfileViewing)?
                        init(profileView: ProfileViewController) {
                            self.profileView = profileView
                        }
                    }
                    """
            )
        ]
    )

    let graph = DependencyGraph(module: halfDone, roles: roles)

    @Test("a half-refactored presenter: the arrow left is named, the one turned around is not")
    func halfRefactored() {
        #expect(
            graph.reading
                == "ProfilePresenter depends on the concrete ProfileViewController through "
                + "`init(profileView:)`."
        )
        #expect(graph.flagged.map(\.kind) == [.takes])
    }

    @Test("two overloads of one free function are one node, not a crash")
    func overloads() {
        let module = SourceModule(
            name: "Greeting",
            files: [
                SourceFile(
                    path: "Greet.swift",
                    source: """
                        import Foundation
                        func greet(user: String, at date: Date) -> String { user }
                        func greet(user: String) -> String { greet(user: user, at: Date()) }
                        """
                )
            ]
        )
        let graph = DependencyGraph(
            module: module,
            roles: GraphRoles(policies: ["greet"], details: [])
        )
        #expect(graph.nodes.filter { $0.name == "greet" }.count == 1)
    }

    @Test(
        "arrows read code as the checks do: a generic creation creates, a shared instance is one"
    )
    func sharedVocabulary() {
        let module = SourceModule(
            name: "Life",
            files: [
                SourceFile(
                    path: "Game.swift",
                    source: """
                        import Foundation
                        struct Board<Cell> { static let shared = Board<Int>() }
                        final class Game {
                            func start() {
                                _ = Board<Int>()
                                _ = Board<Int>.shared
                                _ = ProcessInfo.processInfo
                            }
                        }
                        """
                )
            ]
        )
        let graph = DependencyGraph(
            module: module,
            roles: GraphRoles(policies: ["Game"], details: ["Board"])
        )
        let arrows = graph.arrows.filter { $0.from == "Game" }.map { "\($0.kind) \($0.to)" }
        #expect(
            arrows == [
                "creates Board", "uses Board.shared", "uses ProcessInfo.processInfo",
            ]
        )
    }

    @Test("the model: nodes with their kinds and roles, arrows with their kinds and places")
    func model() {
        #expect(
            graph.nodes == [
                .init(name: "ProfilePresenter", kind: .concrete, role: .policy),
                .init(name: "ProfileViewing", kind: .protocol, role: .other),
                .init(name: "ProfileViewController", kind: .concrete, role: .detail),
            ]
        )
        #expect(
            graph.arrows == [
                .init(
                    from: "ProfilePresenter",
                    to: "ProfileViewing",
                    kind: .stores,
                    via: ["profileView"],
                    isFlagged: false
                ),
                .init(
                    from: "ProfilePresenter",
                    to: "ProfileViewController",
                    kind: .takes,
                    via: ["init(profileView:)"],
                    isFlagged: true
                ),
                .init(
                    from: "ProfileViewController",
                    to: "ProfileViewing",
                    kind: .conforms,
                    via: ["declaration"],
                    isFlagged: false
                ),
            ]
        )
    }

    @Test("the terminal rendering: boxes, arrows, the flag and the reading")
    func text() {
        #expect(
            GraphTextRendering(style: TextStyle(colored: false)).render(graph) == """
                ┌──────────────────┐
                │ ProfilePresenter │  policy
                └──────────────────┘
                  ├─ stores ───▶ ProfileViewing  (profileView)
                  └─ takes ────▶ ProfileViewController  (init(profileView:))  ✘ breaks the rule

                ┌───────────────────────────┐
                │ «protocol» ProfileViewing │
                └───────────────────────────┘

                ┌───────────────────────┐
                │ ProfileViewController │  detail
                └───────────────────────┘
                  └─ conforms ─▷ ProfileViewing

                ProfilePresenter depends on the concrete ProfileViewController through `init(profileView:)`.
                """
        )
    }

    @Test("the Mermaid rendering: shapes by kind, the flagged arrow marked and styled")
    func mermaid() {
        #expect(
            GraphMermaidRendering.render(graph) == """
                ```mermaid
                flowchart LR
                    ProfilePresenter["ProfilePresenter · policy"]
                    ProfileViewing(["«protocol» ProfileViewing"])
                    ProfileViewController["ProfileViewController · detail"]
                    ProfilePresenter -->|"stores: profileView"| ProfileViewing
                    ProfilePresenter -->|"✘ takes: init(profileView:)"| ProfileViewController
                    ProfileViewController -.->|conforms| ProfileViewing
                    linkStyle 1 stroke:#d33,stroke-width:3px,color:#d33
                ```
                """
        )
    }

    @Test("the DOT rendering: a conformance is dashed, the flagged arrow red")
    func dot() {
        let dot = GraphDotRendering.render(graph, title: "half done")
        #expect(dot.hasPrefix("digraph \"half done\" {\n    rankdir=LR;\n"))
        #expect(
            dot.contains(
                "    \"ProfilePresenter\" -> \"ProfileViewController\" [label=\"takes: "
                    + "init(profileView:)\", color=red, fontcolor=red, penwidth=2];\n"
            )
        )
        #expect(
            dot.contains(
                "    \"ProfileViewController\" -> \"ProfileViewing\" [label=\"conforms\", "
                    + "style=dashed, arrowhead=empty];\n"
            )
        )
        #expect(dot.hasSuffix("\n}"))
    }

    @Test("volatile things: the clock, shared singletons and URLSession")
    func volatile() {
        let module = SourceModule(
            name: "Sample",
            files: [
                SourceFile(
                    path: "Sample.swift",
                    source: """
                        func greet() -> String { "\\(Date())" }
                        final class Loader {
                            func load() { _ = URLSession.shared; _ = Date.now }
                        }
                        """
                )
            ]
        )
        let graph = DependencyGraph(
            module: module,
            roles: GraphRoles(policies: ["greet", "Loader"])
        )
        #expect(graph.flagged.map(\.to) == ["URLSession.shared", "Date()", "Date()"])
        #expect(graph.flagged.map(\.from) == ["Loader", "Loader", "greet"])
        #expect(
            graph.nodes.filter { $0.kind == .volatile }.map(\.name) == [
                "URLSession.shared", "Date()",
            ]
        )
    }
}
