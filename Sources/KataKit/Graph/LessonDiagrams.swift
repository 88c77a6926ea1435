import Foundation

/// The Before and After diagrams in a kata's README, between the lines
/// `<!-- graph before -->` and `<!-- end graph -->` (and the same for `after`), drawn by
/// `kata graph --mermaid` so that they cannot drift from the code. A kata about modules shows
/// its modules, as `kata graph` does by default for it.
enum LessonDiagrams {
    /// The README of `kata` with both diagrams drawn anew from its Before and After code (its
    /// manifests read by SwiftPM, run through `processes`).
    static func updated(
        _ readme: String,
        for kata: Kata,
        processes: any ProcessRunning
    ) throws -> String {
        var text = readme
        for (name, folder) in [("before", kata.beforeDirectory), ("after", kata.afterDirectory)] {
            let graph = try kata.graph(of: folder, processes: processes)
            let diagram = GraphMermaidRendering.render(graph)
            text = try replacingBlock(name, in: text, with: diagram, kata: kata)
        }
        return text
    }

    private static func replacingBlock(
        _ name: String,
        in text: String,
        with diagram: String,
        kata: Kata
    ) throws -> String {
        let opening = "<!-- graph \(name) -->"
        guard let start = text.range(of: opening),
            let end = text[start.upperBound...].range(of: "<!-- end graph -->")
        else {
            throw KataError.brokenKata(
                kata.folder,
                reason: "Katas/\(kata.folder)/README.md has no `\(opening)` … "
                    + "`<!-- end graph -->` block"
            )
        }
        return text.replacingCharacters(
            in: start.upperBound..<end.lowerBound,
            with: "\n" + diagram + "\n"
        )
    }
}
