import Foundation

extension Session {
    /// `kata diagrams [<kata> …]`: draws the Before and After diagrams of each kata's README
    /// anew, for authors after a change to the code or to the kata's graph roles.
    func diagrams() throws -> ExitStatus {
        let katas = try namedKatas()
        for kata in katas {
            let file = kata.lessonDirectory.appendingPathComponent("README.md")
            let text = try String(contentsOf: file, encoding: .utf8)
            let updated = try LessonDiagrams.updated(text, for: kata)
            if updated == text {
                terminal.say("\(kata.folder): diagrams unchanged")
            } else {
                try updated.write(to: file, atomically: true, encoding: .utf8)
                terminal.say("\(kata.folder): diagrams drawn anew")
            }
        }
        return .success
    }
}
