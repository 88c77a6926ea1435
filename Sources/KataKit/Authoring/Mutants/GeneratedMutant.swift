import Foundation
import SourceFacts

/// Wrong refactorings made by machine from a kata's reference solution, so that a checker is
/// proven against more than what its author imagined.
///
/// A small set of operators, each a classic way of getting dependency inversion wrong, is
/// applied at every seam the kata's `kata.json` names (`graph.seams`) and in every policy's
/// code (`graph.policies`):
///
/// | operator | what it does |
/// | --- | --- |
/// | `build-detail` | the injected collaborator is replaced by building the concrete detail |
/// | `detail-through-function` | the same, through a free function |
/// | `detail-through-static` | the same, through a static method of the policy |
/// | `detail-through-nested-enum` | the same, through an enum nested in the policy |
/// | `detail-as-default` | the parameter defaults to the detail |
/// | `detail-in-convenience-init` | a second initializer passes the details |
/// | `widen-to-any` | the parameter is widened to `Any` and cast back |
/// | `delete-statement` | one statement of a policy method is gone |
/// | `drop-state-reset` | a reset to `nil`, `[]`, `""`, `0` or `false` is gone |
/// | `duplicate-call` | a call to a collaborator is made twice |
/// | `swap-arguments` | two arguments of the same type change places |
/// | `clock-to-now` | an injected clock or date is replaced by `Date()` |
///
/// Each must fail the kata's checker, or be listed in `kata.json` (`equivalentMutants`) with a
/// reason: the code behaves the same, so no checker could tell.
struct GeneratedMutant: Sendable, Equatable {
    /// The operator that made it.
    let mutationOperator: String
    /// Where, stably enough to be listed as equivalent: `GameOfLifeViewController.init(…):board`.
    let site: String
    /// One line on what changed.
    let summary: String
    /// The reference solution's files it changes or adds, by code path, with their new text.
    let files: [String: String]

    /// Its name in `kata verify`'s table and in `kata.json`: `build-detail board`.
    var name: String { "\(mutationOperator) \(site)" }
}

extension GeneratedMutant {
    /// What the mutant changes in the reference solution, as removed and added lines.
    func change(to kata: Kata) -> String {
        let after = kata.codeFiles(in: kata.afterDirectory)
        var lines: [String] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let old =
                after[path].flatMap { try? String(contentsOf: $0, encoding: .utf8) }?
                .components(separatedBy: "\n") ?? []
            let new = text.components(separatedBy: "\n")
            let common = VariantDrift.longestCommonSubsequence(old, new)
            var (o, n) = (0, 0)
            lines.append("\(path):")
            for (co, cn) in common + [(old.count, new.count)] {
                while o < co {
                    lines.append("- " + old[o].trimmingCharacters(in: .whitespaces))
                    o += 1
                }
                while n < cn {
                    lines.append("+ " + new[n].trimmingCharacters(in: .whitespaces))
                    n += 1
                }
                o += 1
                n += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// Where and how a kata's reference solution is mutated.
struct MutantGenerator {
    let kata: Kata

    /// Every mutant of the kata's reference solution, in a stable order.
    func mutants() throws -> [GeneratedMutant] {
        guard let roles = kata.metadata.graph else { return [] }
        let files = kata.codeFiles(in: kata.afterDirectory).filter { $0.key.hasSuffix(".swift") }
        var sources: [String: String] = [:]
        var read: [SourceFile] = []
        var pathOf: [String: String] = [:]
        for (path, url) in files.sorted(by: { $0.key < $1.key }) {
            let text = try String(contentsOf: url, encoding: .utf8)
            sources[path] = text
            read.append(SourceFile(path: path, source: text))
            pathOf[path] = path
        }
        let module = SourceModule(name: kata.metadata.module, files: read)
        var found: [GeneratedMutant] = []
        for seam in roles.seams ?? [] {
            found += seamMutants(seam, module: module, sources: sources)
        }
        for policy in roles.policies {
            found += policyMutants(policy, module: module, sources: sources, roles: roles)
        }
        var seen: Set<String> = []
        return found.filter { seen.insert($0.name).inserted }
    }

    // MARK: Seams

    /// The mutants at one injected collaborator.
    private func seamMutants(
        _ seam: GraphRoles.Seam,
        module: SourceModule,
        sources: [String: String]
    ) -> [GeneratedMutant] {
        let functionName = seam.function ?? "init"
        func takesTheSeam(_ function: FunctionDeclaration) -> Bool {
            function.name == functionName
                && function.parameters.contains { $0.label == seam.parameter }
        }
        guard
            let declaration = module.declarations(of: seam.policy).first(where: { type in
                type.functions.contains(where: takesTheSeam)
            }),
            let initializer = declaration.functions.first(where: takesTheSeam),
            let parameter = initializer.parameters.first(where: { $0.label == seam.parameter }),
            let body = initializer.body,
            let original = sources[declaration.file]
        else { return [] }
        let path = declaration.file
        let folder = (path as NSString).deletingLastPathComponent
        let detourPath =
            folder.isEmpty ? "GeneratedDetour.swift" : "\(folder)/GeneratedDetour.swift"
        let imports = (seam.imports ?? []).map { module in
            "#if canImport(\(module))\n    import \(module)\n#endif\n"
        }.joined()
        var text = imports.isEmpty ? original : imports + original
        let shift = imports.filter { $0 == "\n" }.count
        // A detour lives in a file of its own: it needs what the policy's file imports, and
        // the policy's actor, if it has one.
        let fileImports = original.components(separatedBy: "\n").prefix { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("import ") || trimmed.hasPrefix("#")
                || (trimmed.hasPrefix("//") && !trimmed.hasPrefix("///"))
        }.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .map { $0 + "\n" }.joined()
        let detourImports = fileImports + imports
        let isolation = declaration.attributes.contains("MainActor") ? "@MainActor\n" : ""
        // A type nested in the policy is named through it outside the policy's own code.
        let nested = parameter.type.tokens.first.flatMap { first in
            module.declarations(of: first.text).first { $0.parent == seam.policy }
        }
        let type = nested == nil ? parameter.type.text : "\(seam.policy).\(parameter.type.text)"
        let site = "\(seam.policy).\(initializer.fullName):\(seam.parameter)"
        let uses = body.filter { token in
            token.kind == .word && token.text == parameter.name
        }.filter { token in
            guard let index = body.firstIndex(of: token) else { return false }
            let before = index > 0 ? body[index - 1] : nil
            let after = index + 1 < body.count ? body[index + 1] : nil
            return !(before?.isSymbolText(".") ?? false) && !(after?.isSymbolText(":") ?? false)
        }
        guard !uses.isEmpty else { return [] }
        func replacingUses(with expression: String, in source: String) -> String {
            SourceEdit.apply(
                uses.map { SourceEdit(token: $0, replacement: expression).shifted(by: shift) },
                to: source
            )
        }
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
        let isClass = declaration.kind == .class
        let prefix =
            "generated\(seam.parameter.prefix(1).uppercased())\(seam.parameter.dropFirst())"
        var mutants: [GeneratedMutant] = [
            GeneratedMutant(
                mutationOperator: "build-detail",
                site: site,
                summary: "\(seam.policy) ignores `\(seam.parameter)` and builds \(seam.detail)",
                files: [path: replacingUses(with: "(\(seam.detail))", in: text)]
            ),
            GeneratedMutant(
                mutationOperator: "detail-through-function",
                site: site,
                summary: "\(seam.policy) gets its \(seam.parameter) from a free function that "
                    + "builds \(seam.detail)",
                files: [
                    path: replacingUses(with: "\(prefix)()", in: text),
                    detourPath: detourImports + """
                        // Mutant: a helper that builds the detail.
                        \(isolation)func \(prefix)() -> \(type) { \(seam.detail) }

                        """,
                ]
            ),
            GeneratedMutant(
                mutationOperator: "detail-through-static",
                site: site,
                summary: "\(seam.policy) gets its \(seam.parameter) from a static method of its "
                    + "own that builds \(seam.detail)",
                files: [
                    path: replacingUses(with: "\(seam.policy).\(prefix)()", in: text),
                    detourPath: detourImports + """
                        // Mutant: a static method that builds the detail.
                        extension \(seam.policy) {
                            static func \(prefix)() -> \(type) { \(seam.detail) }
                        }

                        """,
                ]
            ),
            GeneratedMutant(
                mutationOperator: "detail-through-nested-enum",
                site: site,
                summary: "\(seam.policy) gets its \(seam.parameter) from a nested `Wiring` enum "
                    + "that builds \(seam.detail)",
                files: [
                    path: replacingUses(with: "\(seam.policy).Wiring.\(prefix)()", in: text),
                    detourPath: detourImports + """
                        // Mutant: a nested enum that builds the detail.
                        extension \(seam.policy) {
                            \(isolation.isEmpty ? "" : "@MainActor ")enum Wiring {
                                static func \(prefix)() -> \(type) { \(seam.detail) }
                            }
                        }

                        """,
                ]
            ),
            GeneratedMutant(
                mutationOperator: "widen-to-any",
                site: site,
                summary: "\(seam.policy) takes `\(seam.parameter)` as Any and casts it back",
                files: [
                    path: SourceEdit.apply(
                        [
                            SourceEdit(
                                span: parameter.type.tokens + (parameter.defaultValue ?? []),
                                replacement: "Any"
                            )
                        ]
                            + uses.map {
                                SourceEdit(
                                    token: $0,
                                    replacement: "(\(parameter.name) as! \(type))"
                                )
                            },
                        to: original
                    )
                ]
            ),
        ]
        let detailType = CodeReference.all(in: SourceFile(path: "", source: seam.detail).tokens)
            .first?.name
        let detailIsHidden =
            initializer.modifiers.contains("public")
            && detailType.flatMap { name in
                module.declarations(of: name).first { $0.kind != .extension }
            }.map { !$0.modifiers.contains("public") && !$0.modifiers.contains("open") } == true
        if parameter.defaultValue == nil, !detailIsHidden, let last = parameter.type.tokens.last {
            text = SourceEdit.apply(
                [SourceEdit(after: last, insertion: " = \(seam.detail)").shifted(by: shift)],
                to: text
            )
            mutants.append(
                GeneratedMutant(
                    mutationOperator: "detail-as-default",
                    site: site,
                    summary: "`\(seam.parameter)` defaults to \(seam.detail)",
                    files: [path: text]
                )
            )
        }
        let seams = kata.metadata.graph?.seams ?? []
        let details = initializer.parameters.map { parameter in
            seams.first { $0.policy == seam.policy && $0.parameter == parameter.label }
                .map { "\(parameter.label ?? "_"): \($0.detail)" }
        }
        // A second initializer that passes the details is no mutant of a design whose
        // initializer already defaults to them.
        let defaultsAlready = initializer.parameters.allSatisfy { $0.defaultValue != nil }
        if functionName == "init", !defaultsAlready,
            seam.parameter == seams.first(where: { $0.policy == seam.policy })?.parameter,
            details.allSatisfy({ $0 != nil })
        {
            let arguments = details.compactMap { $0 }.joined(separator: ", ")
            mutants.append(
                GeneratedMutant(
                    mutationOperator: "detail-in-convenience-init",
                    site: "\(seam.policy).init(generated:)",
                    summary: "a second initializer of \(seam.policy) passes the details",
                    files: [
                        detourPath: detourImports + """
                            // Mutant: a second initializer that passes the details.
                            extension \(seam.policy) {
                                \(isClass ? "convenience " : "")init(generated: Void) {
                                    self.init(\(arguments))
                                }
                            }

                            """
                    ]
                )
            )
        }
        // Building the detail needs its module, in a kata about modules.
        return mutants.map { mutant in
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

    // MARK: Policies

    /// The mutants of one policy's methods.
    private func policyMutants(
        _ policy: String,
        module: SourceModule,
        sources: [String: String],
        roles: GraphRoles
    ) -> [GeneratedMutant] {
        var mutants: [GeneratedMutant] = []
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
        for (function, path) in functions {
            guard let body = function.body, let text = sources[path] else { continue }
            let site = owner + function.fullName
            let statements = Statement.all(in: body, nested: true)
            if !function.isInitializer {
                for (number, statement) in statements.enumerated()
                where statement.isDeletable && !statement.givesValue(in: body, of: function) {
                    mutants.append(
                        GeneratedMutant(
                            mutationOperator: "delete-statement",
                            site: "\(site)#\(number + 1)",
                            summary: "`\(statement.text(in: text))` is gone from \(site)",
                            files: [
                                path: SourceEdit.apply([SourceEdit(removing: statement)], to: text)
                            ]
                        )
                    )
                }
            }
            for statement in Statement.all(in: body, nested: true) where statement.isStateReset {
                mutants.append(
                    GeneratedMutant(
                        mutationOperator: "drop-state-reset",
                        site: "\(site):\(statement.text(in: text))",
                        summary: "`\(statement.text(in: text))` is gone from \(site)",
                        files: [path: SourceEdit.apply([SourceEdit(removing: statement)], to: text)]
                    )
                )
            }
            for statement in Statement.all(in: body, nested: true)
            where !statement.givesValue(in: body, of: function) {
                guard let call = statement.call(onAnyOf: seamProperties, in: text) else { continue }
                let callee = call.split(separator: "(").first.map(String.init) ?? call
                let name = callee.split(separator: " ").last.map(String.init) ?? callee
                mutants.append(
                    GeneratedMutant(
                        mutationOperator: "duplicate-call",
                        site: "\(site):\(name)",
                        summary: "`\(name)(…)` is called twice in \(site)",
                        files: [
                            path: SourceEdit.apply(
                                [SourceEdit(before: statement, insertion: "_ = \(call)")],
                                to: text
                            )
                        ]
                    )
                )
            }
            mutants += swaps(
                in: body,
                of: function,
                site: site,
                path: path,
                text: text,
                module: module
            )
            mutants += clockMutants(
                in: body,
                of: function,
                site: site,
                path: path,
                text: text,
                seamProperties: seamProperties
            )
        }
        return mutants
    }

    /// Two arguments of the same type, swapped, in each call of a function or initializer of
    /// the module whose parameters say so.
    private func swaps(
        in body: [Token],
        of function: FunctionDeclaration,
        site: String,
        path: String,
        text: String,
        module: SourceModule
    ) -> [GeneratedMutant] {
        var mutants: [GeneratedMutant] = []
        for call in Call.all(in: body, source: text) {
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
                        GeneratedMutant(
                            mutationOperator: "swap-arguments",
                            site: "\(site):\(call.name)(\(a.label ?? "_"):\(b.label ?? "_"))",
                            summary: "`\(a.text)` and `\(b.text)` change places in \(call.name)(…)",
                            files: [
                                path: SourceEdit.apply(
                                    [
                                        SourceEdit(span: a.tokens, replacement: b.text),
                                        SourceEdit(span: b.tokens, replacement: a.text),
                                    ],
                                    to: text
                                )
                            ]
                        )
                    )
                }
            }
        }
        return mutants
    }

    /// An injected clock asked for `now()`, or a `Date` parameter, replaced by `Date()`.
    private func clockMutants(
        in body: [Token],
        of function: FunctionDeclaration,
        site: String,
        path: String,
        text: String,
        seamProperties: Set<String>
    ) -> [GeneratedMutant] {
        var edits: [SourceEdit] = []
        for (index, token) in body.enumerated() where index + 3 < body.count {
            if token.kind == .word, seamProperties.contains(token.text),
                body[index + 1].isSymbolText("."), body[index + 2].text == "now",
                body[index + 3].isSymbolText("(")
            {
                edits.append(
                    SourceEdit(span: Array(body[index...(index + 4)]), replacement: "Date()")
                )
            }
        }
        let dates = function.parameters.filter { $0.type.text == "Date" }.map(\.name)
        for (index, token) in body.enumerated()
        where token.kind == .word && dates.contains(token.text)
            && !(index > 0 && body[index - 1].isSymbolText("."))
            && !(index + 1 < body.count && body[index + 1].isSymbolText(":"))
        {
            edits.append(SourceEdit(token: token, replacement: "Date()"))
        }
        guard !edits.isEmpty else { return [] }
        return [
            GeneratedMutant(
                mutationOperator: "clock-to-now",
                site: site,
                summary: "\(site) reads the clock, `Date()`, instead of the time it is given",
                files: [path: SourceEdit.apply(edits, to: text)]
            )
        ]
    }
}

extension Token {
    /// Whether this is the symbol `text`.
    func isSymbolText(_ text: String) -> Bool { kind == .symbol && self.text == text }
}
