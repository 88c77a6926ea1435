import Foundation
import SourceFacts

/// One injected collaborator in the reference solution, as the seam operators see it: the
/// function that takes it, where its parameter is used, and the file a detour goes in.
struct SeamSite {
    /// The seam, as `kata.json` declares it.
    let seam: GraphRoles.Seam
    /// Every seam the kata declares.
    let seams: [GraphRoles.Seam]
    /// The module of the reference solution.
    let module: SourceModule
    /// The policy's declaration that has the function.
    let declaration: TypeDeclaration
    /// The function that takes the collaborator: `init(board:)`.
    let function: FunctionDeclaration
    /// Its parameter for the collaborator.
    let parameter: Parameter
    /// Where the mutants are, as `kata verify` names them: `Policy.init(board:):board`.
    let site: String
    /// The policy's file, by code path.
    let path: String
    /// The policy's file as it is.
    let original: String
    /// The policy's file with the detail's imports added above it.
    let text: String
    /// How many lines the added imports take.
    let shift: Int
    /// The uses of the parameter in the function's body, as a value.
    let uses: [Token]
    /// The file a detour goes in, beside the policy's.
    let detourPath: String
    /// What the detour file imports: the policy file's imports, then the detail's.
    let detourImports: String
    /// `@MainActor\n` when the policy runs on the main actor; empty otherwise.
    let isolation: String
    /// The parameter's type, as code outside the policy names it.
    let type: String
    /// The name a detour's function takes: `generatedBoard`.
    let prefix: String
    /// The manifest with the detail's modules added to the policy's target, in a kata about
    /// modules whose seam says it needs them.
    let manifest: [String: String]

    /// The site of `seam` in `module`, whose files' texts are `sources`, or nil when the
    /// reference solution has no such function or does not use the parameter as a value.
    init?(_ seam: GraphRoles.Seam, of kata: Kata, module: SourceModule, sources: [String: String]) {
        let functionName = seam.function ?? "init"
        func takesTheSeam(_ function: FunctionDeclaration) -> Bool {
            function.name == functionName
                && function.parameters.contains { $0.label == seam.parameter }
        }
        guard
            let declaration = module.declarations(of: seam.policy).first(where: { type in
                type.functions.contains(where: takesTheSeam)
            }),
            let function = declaration.functions.first(where: takesTheSeam),
            let parameter = function.parameters.first(where: { $0.label == seam.parameter }),
            let body = function.body,
            let original = sources[declaration.file]
        else { return nil }
        let uses = body.filter { token in
            token.kind == .word && token.text == parameter.name
        }.filter { token in
            guard let index = body.firstIndex(of: token) else { return false }
            let before = index > 0 ? body[index - 1] : nil
            let after = index + 1 < body.count ? body[index + 1] : nil
            return !(before?.isSymbol(".") ?? false) && !(after?.isSymbol(":") ?? false)
        }
        guard !uses.isEmpty else { return nil }
        self.seam = seam
        self.seams = kata.metadata.graph?.seams ?? []
        self.module = module
        self.declaration = declaration
        self.function = function
        self.parameter = parameter
        self.original = original
        self.uses = uses
        path = declaration.file
        site = "\(seam.policy).\(function.fullName):\(seam.parameter)"
        let folder = (path as NSString).deletingLastPathComponent
        detourPath = folder.isEmpty ? "GeneratedDetour.swift" : "\(folder)/GeneratedDetour.swift"
        let imports = (seam.imports ?? []).map { module in
            "#if canImport(\(module))\n    import \(module)\n#endif\n"
        }.joined()
        text = imports.isEmpty ? original : imports + original
        shift = imports.filter { $0 == "\n" }.count
        // A detour lives in a file of its own: it needs what the policy's file imports, and
        // the policy's actor, if it has one.
        let fileImports = original.components(separatedBy: "\n").prefix { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("import ") || trimmed.hasPrefix("#")
                || (trimmed.hasPrefix("//") && !trimmed.hasPrefix("///"))
        }.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .map { $0 + "\n" }.joined()
        detourImports = fileImports + imports
        isolation = declaration.attributes.contains("MainActor") ? "@MainActor\n" : ""
        // A type nested in the policy is named through it outside the policy's own code.
        let nested = parameter.type.tokens.first.flatMap { first in
            module.declarations(of: first.text).first { $0.parent == seam.policy }
        }
        type = nested == nil ? parameter.type.text : "\(seam.policy).\(parameter.type.text)"
        prefix = "generated\(seam.parameter.prefix(1).uppercased())\(seam.parameter.dropFirst())"
        var manifest: [String: String] = [:]
        if let modules = seam.dependsOn, kata.isPackageLayout,
            let current = sources["Package.swift"]
                ?? (try? String(
                    contentsOf: kata.afterDirectory.appendingPathComponent("Package.swift"),
                    encoding: .utf8
                ))
        {
            manifest["Package.swift"] = Self.adding(modules, toTargetOf: folder, in: current)
        }
        self.manifest = manifest
    }

    /// The policy's file with every use of the parameter replaced by `expression`.
    func replacingUses(with expression: String) -> String {
        SourceEdit.apply(
            uses.map { SourceEdit(token: $0, replacement: expression).shifted(by: shift) },
            to: text
        )
    }

    /// A mutant made here by `mutationOperator`.
    func mutant(
        _ mutationOperator: String,
        summary: String,
        files: [String: String]
    ) -> GeneratedMutant {
        GeneratedMutant(
            mutationOperator: mutationOperator,
            site: site,
            summary: summary,
            files: files
        )
    }

    /// A mutant made by `mutationOperator` whose uses of the parameter are `call`, a detour
    /// the detour file declares as `declaration`.
    func detour(
        _ mutationOperator: String,
        summary: String,
        call: String,
        declaration: String
    ) -> GeneratedMutant {
        mutant(
            mutationOperator,
            summary: summary,
            files: [path: replacingUses(with: call), detourPath: detourImports + declaration]
        )
    }

    /// `mutants`, each with the manifest that gives the policy's module the detail's, when
    /// building the detail needs its module, in a kata about modules.
    func withManifest(_ mutants: [GeneratedMutant]) -> [GeneratedMutant] {
        mutants.map { mutant in
            guard !manifest.isEmpty else { return mutant }
            return GeneratedMutant(
                mutationOperator: mutant.mutationOperator,
                site: mutant.site,
                summary: mutant.summary,
                files: mutant.files.merging(manifest) { mine, _ in mine }
            )
        }
    }

    /// `manifest` with `modules` added to the dependencies of the target whose sources are in
    /// `folder` (`Sources/Payment`).
    static func adding(_ modules: [String], toTargetOf folder: String, in manifest: String)
        -> String
    {
        let target = (folder as NSString).lastPathComponent
        var lines = manifest.components(separatedBy: "\n")
        guard
            let line = lines.firstIndex(where: {
                $0.contains("name: \"\(target)\"") && $0.contains("dependencies: [")
            }),
            let open = lines[line].range(of: "dependencies: [")
        else { return manifest }
        let added = modules.map { "\"\($0)\", " }.joined()
        lines[line].insert(contentsOf: added + "", at: open.upperBound)
        lines[line] += "  // Mutant: the policy's module depends on the detail's again."
        return lines.joined(separator: "\n")
    }
}
