import SourceFacts
import Testing

extension LearnerCode {
    /// The rule a value described otherwise than the Before code described it breaks, in every
    /// kata.
    public static let describedAsBeforeRule = """
        A value's text is part of what it does: a log, a debugger, a string interpolation and \
        any caller that writes the value as text read it. The refactoring changes who makes the \
        value, never how it reads: describe each value as the Before code did, and give a \
        description of your own only to a type of your own.
        """

    /// The members by which a type tells how it reads as text, and the protocols that ask for
    /// them.
    static let describingMembers: Set<String> = [
        "description", "debugDescription", "customMirror", "playgroundDescription",
        "write(to:)", "customPlaygroundQuickLook",
    ]
    static let describingProtocols: Set<String> = [
        "CustomStringConvertible", "CustomDebugStringConvertible", "TextOutputStreamable",
        "CustomReflectable", "LosslessStringConvertible", "CustomPlaygroundDisplayConvertible",
    ]

    /// Expects each type in `types` to describe itself with exactly the members the Before code
    /// gave it, none when its set is empty: no `description`, `debugDescription`,
    /// `customMirror`, `write(to:)` or `playgroundDescription` of its own, in its declaration
    /// or an extension, and no conformance to a protocol that asks for one. A value that
    /// reads otherwise as text (`Surname, Name`, a price without its cents, a title without its
    /// id) changes what every log, debugger and interpolation shows.
    ///
    /// - Parameters:
    ///   - types: The Before code's values, each with the describing members it had
    ///     (`["Profile": [], "Cell": ["description"]]`).
    ///   - rule: The rule such a member breaks.
    ///   - sourceLocation: Where to report what is not found.
    public func expectDescribedAsBefore(
        _ types: [String: Set<String>],
        rule: String = LearnerCode.describedAsBeforeRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        var findings: [Finding] = []
        for file in sources.module.files {
            for type in file.types {
                guard let kept = types[type.simpleName] else { continue }
                let members =
                    type.properties.map { ($0.name, $0.position) }
                    + type.functions.map { ($0.fullName, $0.position) }
                for (name, position) in members
                where Self.describingMembers.contains(name) && !kept.contains(name) {
                    findings.append(
                        Finding(
                            file: file.path,
                            position: position,
                            fact: "`\(type.simpleName)` gets a `\(name)` the Before code did "
                                + "not give it: the value reads otherwise as text.",
                            rule: rule
                        )
                    )
                }
                let protocols = type.inheritance.flatMap(\.names).filter {
                    Self.describingProtocols.contains($0)
                }
                for name in protocols where kept.isEmpty {
                    findings.append(
                        Finding(
                            file: file.path,
                            position: type.position,
                            fact: "`\(type.simpleName)` conforms to `\(name)`, which the Before "
                                + "code's value did not: the value reads otherwise as text.",
                            rule: rule
                        )
                    )
                }
            }
        }
        report(findings, in: sources)
    }
}
