import Foundation
import SourceFacts

/// The second look `kata check` and `kata next` give a solution that passes: the choices in the
/// learner's own code that the checker accepts and the lesson asks about.
struct Review {
    let kata: Kata

    /// One note, at the first place in the learner's code that prompted it.
    struct Remark: Equatable {
        /// The file, relative to the exercise, and the line.
        let place: String
        /// The note.
        let note: String
    }

    /// The notes the learner's code in the exercise prompts, in the order `kata.json` gives.
    func remarks() -> [Remark] {
        guard
            let module = try? SourceModule(
                name: kata.metadata.module,
                directory: kata.exerciseSourcesFolder
            )
        else { return [] }
        return remarks(in: module, relativeTo: kata.exerciseDirectory)
    }

    /// The notes the code of `module` prompts, its places relative to `folder`.
    func remarks(in module: SourceModule, relativeTo folder: URL) -> [Remark] {
        let prefix = folder.standardizedFileURL.path + "/"
        let policies = kata.metadata.graph?.policies ?? []
        return (kata.metadata.review ?? []).compactMap { note in
            guard let (file, line) = Self.place(of: note, in: module, policies: policies) else {
                return nil
            }
            let path = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
            return Remark(place: "\(path):\(line)", note: note.note)
        }
    }

    /// Where `module` first shows what `note` is about: its file and line.
    private static func place(
        of note: Kata.ReviewNote,
        in module: SourceModule,
        policies: [String]
    ) -> (String, Int)? {
        if let fact = note.fact {
            return fact.place(in: module, subjects: note.subjects ?? policies, policies: policies)
                .map { ($0.file, $0.line) }
        }
        guard let pattern = note.when else { return nil }
        for file in module.files {
            if let mention = Mention.find(pattern, in: file.tokens, file: file.path).first {
                return (file.path, mention.position.line)
            }
        }
        return nil
    }

    /// The review's lines, or none when nothing in the code prompts a note.
    func lines(style: TextStyle, width: Int = 90) -> [String] {
        let remarks = remarks()
        let compare = "  Compare with the reference solution: swift run kata diff \(kata.number)"
        guard !remarks.isEmpty else {
            return [
                style.bold(
                    "A second look: nothing in your code calls for a note of its own; the lesson's “Going further” asks why you chose this design."
                ),
                compare,
            ]
        }
        var lines = [style.bold("A second look: the checker accepts these, the lesson asks why.")]
        for remark in remarks {
            let wrapped = TextWrapping.wrap(remark.note, width: min(90, width))
                .split(separator: "\n").map { "    " + $0 }
            lines.append("  • \(remark.place)")
            lines += wrapped
        }
        lines.append("  More in Katas/\(kata.folder)/README.md, under “Going further”.")
        lines.append(compare)
        return lines
    }
}
