import Foundation
import SourceFacts
import Testing

/// One fact of the learner's code that breaks a kata's rule: where it is, what it is, and the
/// rule in plain words.
struct Finding: Sendable {
    /// The file, as its full path.
    let file: String
    /// The token the fact is about.
    let position: Token
    /// The fact, in one sentence: "ProfilePresenter keeps `profileView` as `AnyObject?`."
    let fact: String
    /// The rule it breaks, in the kata's words.
    let rule: String

    /// The text a learner reads: where, what, and which rule.
    func message(base: URL) -> String {
        let prefix = base.standardizedFileURL.path + "/"
        let shown = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
        return "\(shown):\(position.line): \(fact)\n\(rule)"
    }

    /// Where a test runner shows the issue: the learner's line.
    func sourceLocation(module: String) -> SourceLocation {
        SourceLocation(
            fileID: "\(module)/\((file as NSString).lastPathComponent)",
            filePath: file,
            line: position.line,
            column: position.column
        )
    }
}
