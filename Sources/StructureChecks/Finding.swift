import Foundation
import SourceFacts
import Testing

/// One fact of the learner's code that breaks a kata's rule: where it is, what it is, and the
/// rule in plain words.
struct Finding: Sendable {
    /// The file, as its full path.
    let file: String
    /// The line and column the fact is about.
    let line: Int
    let column: Int
    /// The fact, in one sentence: "ProfilePresenter keeps `profileView` as `AnyObject?`."
    let fact: String
    /// The rule it breaks, in the kata's words.
    let rule: String

    /// A finding about `position` in `file`.
    init(file: String, position: Token, fact: String, rule: String) {
        self.init(file: file, line: position.line, column: position.column, fact: fact, rule: rule)
    }

    /// A finding about the place `line`, `column` in `file`.
    init(file: String, line: Int, column: Int, fact: String, rule: String) {
        self.file = file
        self.line = line
        self.column = column
        self.fact = fact
        self.rule = rule
    }

    /// The text a learner reads: where, what, and which rule.
    func message(base: URL) -> String {
        let prefix = base.standardizedFileURL.path + "/"
        let shown = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
        return "\(shown):\(line): \(fact)\n\(rule)"
    }

    /// How near two findings must be to be one.
    enum Nearness {
        /// On one line: a limit written on a line (`40 * 25`) is reported as written, not again
        /// as the number the optimiser makes of it.
        case line
        /// At one line and column: a path that a policy's own reach reports already is not
        /// reported again from a type beside it.
        case column
    }

    /// `findings`, then each of `others` that is not `near` one of them.
    static func merging(
        _ findings: [Finding],
        _ others: [Finding],
        unlessNear nearness: Nearness
    ) -> [Finding] {
        func place(_ finding: Finding) -> String {
            switch nearness {
            case .line: "\(finding.file):\(finding.line)"
            case .column: "\(finding.file):\(finding.line):\(finding.column)"
            }
        }
        let places = Set(findings.map(place))
        return findings + others.filter { !places.contains(place($0)) }
    }

    /// Where a test runner shows the issue: the learner's line.
    func sourceLocation(module: String) -> SourceLocation {
        SourceLocation(
            fileID: "\(module)/\((file as NSString).lastPathComponent)",
            filePath: file,
            line: line,
            column: column
        )
    }
}
