import SourceFacts
import Testing

extension LearnerCode {
    /// Expects no parameter outside `allowedFiles` to have a default value that creates an
    /// object or reaches for a shared one: `= SystemTime()`, `= Analytics.init()`,
    /// `= .shared`. A literal, `= []` or `= 0`, is fine.
    ///
    /// - Parameters:
    ///   - allowedFiles: The names of the files whose parameters may, `CompositionRoot.swift`.
    ///   - rule: The rule such a default breaks, in the kata's words.
    ///   - sourceLocation: Where to report the sources not being readable.
    public func expectNoObjectDefaults(
        inFilesOtherThan allowedFiles: [String],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        var findings: [Finding] = []
        for file in sources.module.files where !Self.file(file.name, isOneOf: allowedFiles) {
            let functions = file.functions + file.types.flatMap(\.functions)
            for function in functions {
                for parameter in function.parameters {
                    guard let value = parameter.defaultValue, Self.makesAnObject(value) else {
                        continue
                    }
                    let text = TypeExpression(tokens: value).text
                    findings.append(
                        Finding(
                            file: file.path,
                            position: parameter.position,
                            fact: "\(function.fullName) gives `\(parameter.name)` the default "
                                + "`\(text)`.",
                            rule: rule
                        )
                    )
                }
            }
        }
        report(findings, in: sources)
    }

    /// Whether a default value creates an object or reaches for a shared one, as
    /// ``CodeReference`` reads code: `Analytics()`, `Analytics.init()`, `.init()`, `.shared`,
    /// `URLSession.shared`, `.standard`, `.current`, `Date.now`; a plain value of Foundation's
    /// (`URL(string:)`) is none.
    static func makesAnObject(_ tokens: [Token]) -> Bool {
        let shared = Volatile.sharedInstanceMembers.union(["current", "now", "init"])
        // Foundation's plain values are data, not collaborators: a default URL is a choice of
        // address, not of a detail.
        let values: Set<String> = ["URL", "URLRequest", "Data", "Decimal", "DateComponents"]
        return CodeReference.all(in: tokens).contains { reference in
            switch reference.kind {
            case .creates: return !values.contains(reference.name)
            case .member(let member): return shared.contains(member)
            case .implicitMember: return shared.contains(reference.name)
            case .type, .name, .valueMember: return false
            }
        }
    }

    /// Expects the module to keep no mutable global state: no `var` outside a type and no
    /// stored `static var`, however it is spelled or isolated.
    ///
    /// - Parameters:
    ///   - rule: The rule such a variable breaks, in the kata's words.
    ///   - sourceLocation: Where to report the sources not being readable.
    public func expectNoMutableGlobals(
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        var findings: [Finding] = []
        for file in sources.module.files {
            for property in file.properties where property.keyword == "var" && property.isStored {
                findings.append(
                    Finding(
                        file: file.path,
                        position: property.position,
                        fact: "`\(property.name)` is a global variable.",
                        rule: rule
                    )
                )
            }
            for type in file.types {
                for property in type.properties
                where property.isStatic && property.keyword == "var" && property.isStored {
                    findings.append(
                        Finding(
                            file: file.path,
                            position: property.position,
                            fact: "\(type.simpleName).\(property.name) is a static variable.",
                            rule: rule
                        )
                    )
                }
            }
        }
        report(findings, in: sources)
    }
}
