import Foundation
import SourceFacts

/// One function of a policy in the reference solution, as the policy operators see it.
struct PolicySite {
    /// The function.
    let function: FunctionDeclaration
    /// Its body.
    let body: [Token]
    /// Where the mutants are, as `kata verify` names them: `Policy.update(at:)`.
    let site: String
    /// Its file, by code path.
    let path: String
    /// Its file's text.
    let text: String
    /// The module of the reference solution.
    let module: SourceModule
    /// The policy's stored properties whose type is a protocol of the module: its
    /// collaborators.
    let seamProperties: Set<String>

    /// Every function of `policy` (its members, or the free functions of that name) that has
    /// a body, in the order the module declares them.
    static func all(
        of policy: String,
        module: SourceModule,
        sources: [String: String]
    ) -> [PolicySite] {
        let declarations = module.declarations(of: policy)
        var functions: [(FunctionDeclaration, String)] = declarations.flatMap { declaration in
            declaration.functions.map { ($0, declaration.file) }
        }
        for file in module.files {
            for function in file.functions where function.name == policy {
                functions.append((function, file.path))
            }
        }
        let owner = declarations.isEmpty ? "" : "\(policy)."
        let seamProperties = Set(
            declarations.flatMap(\.properties).filter { property in
                guard let type = property.type else { return false }
                return module.resolvedNames(of: type, genericParameters: []).contains {
                    module.kind(of: $0) == .protocol
                }
            }.map(\.name)
        )
        return functions.compactMap { function, path in
            guard let body = function.body, let text = sources[path] else { return nil }
            return PolicySite(
                function: function,
                body: body,
                site: owner + function.fullName,
                path: path,
                text: text,
                module: module,
                seamProperties: seamProperties
            )
        }
    }

    /// The statements of the body, nested ones included.
    var statements: [Statement] { Statement.all(in: body, nested: true) }

    /// A mutant made here by `mutationOperator`, whose file is the function's with `edits`.
    func mutant(
        _ mutationOperator: String,
        site: String,
        summary: String,
        edits: [SourceEdit]
    ) -> GeneratedMutant {
        GeneratedMutant(
            mutationOperator: mutationOperator,
            site: site,
            summary: summary,
            files: [path: SourceEdit.apply(edits, to: text)]
        )
    }

    /// A mutant made by `mutationOperator` at `site`, with `statement` gone.
    func removing(
        _ statement: Statement,
        by mutationOperator: String,
        site: String
    ) -> GeneratedMutant {
        mutant(
            mutationOperator,
            site: site,
            summary: "`\(statement.text(in: text))` is gone from \(self.site)",
            edits: [SourceEdit(removing: statement)]
        )
    }
}
