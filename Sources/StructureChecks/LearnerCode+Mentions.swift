import SourceFacts
import Testing

extension LearnerCode {
    /// Expects the declaration of `typeName`, its extensions included, to mention none of
    /// `patterns`.
    ///
    /// A pattern is a name or a short piece of code: `ProfileViewController`,
    /// `URLSession.shared`, `as? TextCell`, `Date()`. Comments and string literals never count.
    ///
    /// - Parameters:
    ///   - patterns: What must not be mentioned.
    ///   - typeName: The type whose declaration is read, from its keyword to its closing brace.
    ///   - rule: The rule a mention breaks, in the kata's words, shown under each finding.
    ///   - sourceLocation: Where to report a type that does not exist.
    public func expectNoMention(
        of patterns: [String],
        in typeName: String,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            exists(typeName, in: sources.module, at: sourceLocation)
        else { return }
        let findings = patterns.flatMap { pattern in
            sources.module.mentions(of: pattern, in: typeName).map { mention in
                Finding(
                    file: mention.file,
                    position: mention.position,
                    fact: "\(typeName) mentions `\(pattern)`.",
                    rule: rule
                )
            }
        }
        report(findings, in: sources)
    }

    /// Expects no file of the module but `allowedFiles` to mention any of `patterns`: the
    /// one place a composition root may name concrete, volatile things.
    ///
    /// - Parameters:
    ///   - patterns: What must not be mentioned, as in ``expectNoMention(of:in:rule:sourceLocation:)``.
    ///   - allowedFiles: The names of the files that may mention them, `CompositionRoot.swift`.
    ///   - rule: The rule a mention breaks, in the kata's words.
    ///   - sourceLocation: Where to report the sources not being readable.
    public func expectNoMention(
        of patterns: [String],
        inFilesOtherThan allowedFiles: [String],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let files = sources.module.files.filter { !Self.file($0.name, isOneOf: allowedFiles) }
        let findings = files.flatMap { file in
            patterns.flatMap { pattern in
                Mention.find(pattern, in: file.tokens, file: file.path).map { mention in
                    Finding(
                        file: mention.file,
                        position: mention.position,
                        fact: "\(file.name) mentions `\(pattern)`"
                            + (allowedFiles.isEmpty
                                ? "." : ", outside \(allowedFiles.joined(separator: " and "))."),
                        rule: rule
                    )
                }
            }
        }
        report(findings, in: sources)
    }

    /// Expects the bodies of the functions named `functionName` to mention none of `patterns`.
    ///
    /// Only bodies are read: a default value in the signature, `at date: Date = Date()`, does
    /// not count.
    ///
    /// - Parameters:
    ///   - patterns: What must not be mentioned, as in ``expectNoMention(of:in:rule:sourceLocation:)``.
    ///   - functionName: The function's base name, `greet`; free functions and methods alike.
    ///   - rule: The rule a mention breaks, in the kata's words.
    ///   - sourceLocation: Where to report a function that does not exist.
    public func expectNoMention(
        of patterns: [String],
        inBodyOf functionName: String,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        let functions = module.functions + module.types.flatMap(\.functions)
        guard functions.contains(where: { $0.name == functionName }) else {
            Issue.record(
                Comment(rawValue: "No function named \(functionName) was found in \(moduleName)."),
                sourceLocation: sourceLocation
            )
            return
        }
        let findings = patterns.flatMap { pattern in
            module.mentions(of: pattern, inBodyOf: functionName).map { mention in
                Finding(
                    file: mention.file,
                    position: mention.position,
                    fact: "The body of \(functionName) mentions `\(pattern)`.",
                    rule: rule
                )
            }
        }
        report(findings, in: sources)
    }
}
