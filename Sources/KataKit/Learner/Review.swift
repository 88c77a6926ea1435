import Foundation
import SourceFacts

/// The second look `kata check` and `kata next` give a solution that passes: the choices in the
/// learner's own code that the checker accepts and the lesson questions.
struct Review {
    let kata: Kata

    /// One note, at the first place in the learner's code that prompted it.
    struct Remark: Equatable {
        /// The file, relative to the exercise, and the line.
        let place: String
        /// The note.
        let note: String
    }

    /// The notes whose code appears in the learner's sources, in the order `kata.json` gives.
    func remarks() -> [Remark] {
        guard let notes = kata.metadata.review, !notes.isEmpty,
            let module = try? SourceModule(
                name: kata.metadata.module,
                directory: kata.exerciseSourcesFolder
            )
        else { return [] }
        let prefix = kata.exerciseDirectory.standardizedFileURL.path + "/"
        return notes.compactMap { note in
            for file in module.files {
                if let mention = Mention.find(note.when, in: file.tokens, file: file.path).first {
                    let path =
                        file.path.hasPrefix(prefix)
                        ? String(file.path.dropFirst(prefix.count)) : file.path
                    return Remark(place: "\(path):\(mention.position.line)", note: note.note)
                }
            }
            return nil
        }
    }

    /// The review's lines, or none when nothing in the code prompts a note.
    func lines(style: TextStyle) -> [String] {
        let remarks = remarks()
        let compare = "  Compare with the reference solution: swift run kata diff \(kata.number)"
        guard !remarks.isEmpty else {
            return [
                style.bold("A second look: the lesson's “Going further” asks what you chose."),
                compare,
            ]
        }
        var lines = [style.bold("A second look: the checker accepts these, the lesson asks why.")]
        for remark in remarks {
            let wrapped = TextWrapping.wrap(remark.note, width: 90)
                .split(separator: "\n").map { "    " + $0 }
            lines.append("  • \(remark.place)")
            lines += wrapped
        }
        lines.append("  More in Katas/\(kata.folder)/README.md, under “Going further”.")
        lines.append(compare)
        return lines
    }
}
