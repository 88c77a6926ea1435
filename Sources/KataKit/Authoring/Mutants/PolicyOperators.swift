import Foundation
import SourceFacts

/// A mistake made in a policy's own code.
protocol PolicyMutationOperator: Sendable {
    /// The mutants it makes in the function at `site`; none where it does not apply.
    func mutants(at site: PolicySite) -> [GeneratedMutant]
}

/// `delete-statement`: one statement of a policy method is gone (not in an initializer, and
/// not a statement that gives the function's value).
struct DeleteStatement: PolicyMutationOperator {
    func mutants(at site: PolicySite) -> [GeneratedMutant] {
        guard !site.function.isInitializer else { return [] }
        return site.statements.enumerated().filter { _, statement in
            statement.isDeletable && !statement.givesValue(in: site.body, of: site.function)
        }.map { number, statement in
            site.removing(statement, by: "delete-statement", site: "\(site.site)#\(number + 1)")
        }
    }
}

/// `drop-state-reset`: a reset to `nil`, `[]`, `""`, `0` or `false` is gone.
struct DropStateReset: PolicyMutationOperator {
    func mutants(at site: PolicySite) -> [GeneratedMutant] {
        site.statements.filter(\.isStateReset).map { statement in
            site.removing(
                statement,
                by: "drop-state-reset",
                site: "\(site.site):\(statement.text(in: site.text))"
            )
        }
    }
}

/// `duplicate-call`: a call to a collaborator is made twice.
struct DuplicateCall: PolicyMutationOperator {
    func mutants(at site: PolicySite) -> [GeneratedMutant] {
        site.statements.filter { !$0.givesValue(in: site.body, of: site.function) }
            .compactMap { statement in
                guard let call = statement.call(onAnyOf: site.seamProperties, in: site.text)
                else { return nil }
                let callee = call.split(separator: "(").first.map(String.init) ?? call
                let name = callee.split(separator: " ").last.map(String.init) ?? callee
                return site.mutant(
                    "duplicate-call",
                    site: "\(site.site):\(name)",
                    summary: "`\(name)(…)` is called twice in \(site.site)",
                    edits: [SourceEdit(before: statement, insertion: "_ = \(call)")]
                )
            }
    }
}

/// `swap-arguments`: two arguments of the same type change places, in each call of a function
/// or initializer of the module whose parameters say so.
struct SwapArguments: PolicyMutationOperator {
    func mutants(at site: PolicySite) -> [GeneratedMutant] {
        var mutants: [GeneratedMutant] = []
        let module = site.module
        for call in Call.all(in: site.body, source: site.text) {
            let callees =
                module.declarations(of: call.name).flatMap(\.functions).filter {
                    $0.isInitializer
                } + module.functions.filter { $0.name == call.name }
            guard
                let callee = callees.first(where: { callee in
                    callee.parameters.map { $0.label } == call.arguments.map(\.label)
                })
            else { continue }
            let types = callee.parameters.map(\.type.text)
            for first in types.indices {
                for second in types.indices where second > first && types[first] == types[second] {
                    let a = call.arguments[first]
                    let b = call.arguments[second]
                    guard a.text != b.text else { continue }
                    mutants.append(
                        site.mutant(
                            "swap-arguments",
                            site: "\(site.site):\(call.name)(\(a.label ?? "_"):\(b.label ?? "_"))",
                            summary: "`\(a.text)` and `\(b.text)` change places in \(call.name)(…)",
                            edits: [
                                SourceEdit(span: a.tokens, replacement: b.text),
                                SourceEdit(span: b.tokens, replacement: a.text),
                            ]
                        )
                    )
                }
            }
        }
        return mutants
    }
}

/// `clock-to-now`: an injected clock asked for `now()`, or a `Date` parameter, is replaced by
/// `Date()`.
struct ClockToNow: PolicyMutationOperator {
    func mutants(at site: PolicySite) -> [GeneratedMutant] {
        let body = site.body
        var edits: [SourceEdit] = []
        for (index, token) in body.enumerated() where index + 3 < body.count {
            if token.kind == .word, site.seamProperties.contains(token.text),
                body[index + 1].isSymbol("."), body[index + 2].text == "now",
                body[index + 3].isSymbol("(")
            {
                edits.append(
                    SourceEdit(span: Array(body[index...(index + 4)]), replacement: "Date()")
                )
            }
        }
        let dates = site.function.parameters.filter { $0.type.text == "Date" }.map(\.name)
        for (index, token) in body.enumerated()
        where token.kind == .word && dates.contains(token.text)
            && !(index > 0 && body[index - 1].isSymbol("."))
            && !(index + 1 < body.count && body[index + 1].isSymbol(":"))
        {
            edits.append(SourceEdit(token: token, replacement: "Date()"))
        }
        guard !edits.isEmpty else { return [] }
        return [
            site.mutant(
                "clock-to-now",
                site: site.site,
                summary: "\(site.site) reads the clock, `Date()`, instead of the time it is given",
                edits: edits
            )
        ]
    }
}
