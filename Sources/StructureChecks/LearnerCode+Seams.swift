import SourceFacts
import Testing

extension LearnerCode {
    /// Expects the seam `seam` to require nothing but `requirements`: the members the lesson's
    /// shape gives it (`showFullName(_:)`; a property by its name, `rows`), in the protocol and
    /// in every protocol of the module it refines or composes.
    ///
    /// A requirement beyond them has to be answered by every conformer, and the checker's own
    /// doubles cannot know it, so it only compiles with a default in an extension; the real
    /// details then answer it one way and a test's double another. A policy that branches on it
    /// (`isPremium`, `prefersCompactLayout`) tells its collaborators apart by a type code, which
    /// is the dependency the seam was meant to remove.
    ///
    /// - Parameters:
    ///   - seam: The protocol, or a type alias that composes protocols, `ProfileViewing`.
    ///   - requirements: What it may require: functions by their full name, properties by name.
    ///   - rule: The rule an extra requirement breaks, in the kata's words.
    ///   - sourceLocation: Where to report a seam that does not exist.
    public func expectSeam(
        _ seam: String,
        requiresOnly requirements: [String],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let protocols = sources.module.protocols(behind: seam)
        guard !protocols.isEmpty else {
            Issue.record(
                Comment(rawValue: "No protocol named \(seam) was found in \(moduleName)."),
                sourceLocation: sourceLocation
            )
            return
        }
        let allowed = Set(requirements)
        var findings: [Finding] = []
        for declaration in protocols {
            let members =
                declaration.functions.map { ($0.fullName, $0.position) }
                + declaration.properties.map { ($0.name, $0.position) }
            for (name, position) in members where !allowed.contains(name) {
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: position,
                        fact: "\(declaration.simpleName) requires `\(name)`, beyond what the "
                            + "seam \(seam) is: "
                            + requirements.map { "`\($0)`" }.joined(separator: ", ") + ".",
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }
}
