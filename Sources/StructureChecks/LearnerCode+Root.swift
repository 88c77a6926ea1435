import SourceFacts
import Testing

extension LearnerCode {
    /// Expects the module to use `type` (a container) itself only in the code of `root` and in
    /// the code the root runs, read from the compiler: a call of one of its members, a new one
    /// made, or its type named. An app's entry that registers into the root's container after
    /// the root has built it (`App.launch()`), or a helper nobody but such an entry calls, is a
    /// second composition root: the app a user runs is wired there, the root the tests build
    /// is not. A feature's assembly that the root calls (`OrdersAssembly.register(in:)`) is the
    /// root's own code.
    ///
    /// - Parameters:
    ///   - type: The type only the root may use, `Container`; its own code is left out.
    ///   - root: The composition root, `AppAssembly`.
    ///   - rule: The rule such a use breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectUsedOnlyByTheRoot(
        _ type: String,
        root: String,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation)
        else { return }
        guard declares(root, in: compiled, at: sourceLocation) else { return }
        let reach = compiled.reach
        let own = Set(reach.ownFunctions().map(\.mangled))
        // The code the root runs: its own, and every function of the module it calls, at any
        // depth; a method called through a class's table stands for every method of that class,
        // a requirement called through a protocol for every witness of it.
        var run = Set<String>()
        var next = reach.functions(of: root)
        while let mangled = next.popLast() {
            guard run.insert(mangled).inserted, let function = reach.module.functions[mangled]
            else { continue }
            for reference in function.references {
                switch reference.kind {
                case .symbol(let called) where own.contains(called):
                    next.append(called)
                case .classMethod(let owner, _):
                    next += reach.functions(of: owner)
                case .requirement(let proto, let member):
                    next += (reach.module.witnesses["\(proto).\(member)"] ?? []).map(\.function)
                default:
                    break
                }
            }
        }
        func isOf(_ mangled: String) -> Bool {
            reach.symbol(mangled).map { $0.module == moduleName && $0.path.first == type }
                ?? false
        }
        var findings: [Finding] = []
        for function in reach.ownFunctions() where !run.contains(function.mangled) {
            guard let owner = reach.symbol(function.mangled)?.path.first, owner != type else {
                continue
            }
            let use = function.references.first { reference in
                switch reference.kind {
                case .symbol(let called): isOf(called)
                case .classMethod(let owner, _), .typeUse(let owner): owner == type
                default: false
                }
            }
            guard let use else { continue }
            findings.append(
                Finding(
                    at: use.location,
                    in: sources,
                    fact: "\(function.name) uses `\(type)` itself, and \(root) never runs it: "
                        + "it wires the app a second time, outside the root.",
                    rule: rule
                )
            )
        }
        report(findings, in: sources)
    }
}
