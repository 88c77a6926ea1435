import Foundation
import SourceFacts

/// A classic way of getting dependency inversion wrong at an injected collaborator.
protocol SeamMutationOperator: Sendable {
    /// The mutants it makes at `site`; none where it does not apply.
    func mutants(at site: SeamSite) -> [GeneratedMutant]
}

/// `build-detail`: the injected collaborator is replaced by building the concrete detail.
struct BuildDetail: SeamMutationOperator {
    func mutants(at site: SeamSite) -> [GeneratedMutant] {
        let seam = site.seam
        return [
            site.mutant(
                "build-detail",
                summary: "\(seam.policy) ignores `\(seam.parameter)` and builds \(seam.detail)",
                files: [site.path: site.replacingUses(with: "(\(seam.detail))")]
            )
        ]
    }
}

/// `detail-through-function`: the detail is built by a free function.
struct DetailThroughFunction: SeamMutationOperator {
    func mutants(at site: SeamSite) -> [GeneratedMutant] {
        let seam = site.seam
        return [
            site.detour(
                "detail-through-function",
                summary: "\(seam.policy) gets its \(seam.parameter) from a free function that "
                    + "builds \(seam.detail)",
                call: "\(site.prefix)()",
                declaration: """
                    // Mutant: a helper that builds the detail.
                    \(site.isolation)func \(site.prefix)() -> \(site.type) { \(seam.detail) }

                    """
            )
        ]
    }
}

/// `detail-through-static`: the detail is built by a static method of the policy.
struct DetailThroughStatic: SeamMutationOperator {
    func mutants(at site: SeamSite) -> [GeneratedMutant] {
        let seam = site.seam
        return [
            site.detour(
                "detail-through-static",
                summary: "\(seam.policy) gets its \(seam.parameter) from a static method of its "
                    + "own that builds \(seam.detail)",
                call: "\(seam.policy).\(site.prefix)()",
                declaration: """
                    // Mutant: a static method that builds the detail.
                    extension \(seam.policy) {
                        static func \(site.prefix)() -> \(site.type) { \(seam.detail) }
                    }

                    """
            )
        ]
    }
}

/// `detail-through-nested-enum`: the detail is built by an enum nested in the policy.
struct DetailThroughNestedEnum: SeamMutationOperator {
    func mutants(at site: SeamSite) -> [GeneratedMutant] {
        let seam = site.seam
        return [
            site.detour(
                "detail-through-nested-enum",
                summary: "\(seam.policy) gets its \(seam.parameter) from a nested `Wiring` enum "
                    + "that builds \(seam.detail)",
                call: "\(seam.policy).Wiring.\(site.prefix)()",
                declaration: """
                    // Mutant: a nested enum that builds the detail.
                    extension \(seam.policy) {
                        \(site.isolation.isEmpty ? "" : "@MainActor ")enum Wiring {
                            static func \(site.prefix)() -> \(site.type) { \(seam.detail) }
                        }
                    }

                    """
            )
        ]
    }
}

/// `widen-to-any`: the parameter is widened to `Any` and cast back where it is used.
struct WidenToAny: SeamMutationOperator {
    func mutants(at site: SeamSite) -> [GeneratedMutant] {
        let parameter = site.parameter
        let widened = SourceEdit(
            span: parameter.type.tokens + (parameter.defaultValue ?? []),
            replacement: "Any"
        )
        let casts = site.uses.map {
            SourceEdit(token: $0, replacement: "(\(parameter.name) as! \(site.type))")
        }
        return [
            site.mutant(
                "widen-to-any",
                summary: "\(site.seam.policy) takes `\(site.seam.parameter)` as Any and casts it "
                    + "back",
                files: [site.path: SourceEdit.apply([widened] + casts, to: site.original)]
            )
        ]
    }
}

/// `detail-as-default`: the parameter defaults to the detail. Not made where the parameter has
/// a default already, or where a public function could not name a detail that is not public.
struct DetailAsDefault: SeamMutationOperator {
    func mutants(at site: SeamSite) -> [GeneratedMutant] {
        let seam = site.seam
        let detailType = CodeReference.all(in: SourceFile(path: "", source: seam.detail).tokens)
            .first?.name
        let detailIsHidden =
            site.function.modifiers.contains("public")
            && detailType.flatMap { name in
                site.module.declarations(of: name).first { $0.kind != .extension }
            }.map { !$0.modifiers.contains("public") && !$0.modifiers.contains("open") } == true
        guard site.parameter.defaultValue == nil, !detailIsHidden,
            let last = site.parameter.type.tokens.last
        else { return [] }
        let text = SourceEdit.apply(
            [SourceEdit(after: last, insertion: " = \(seam.detail)").shifted(by: site.shift)],
            to: site.text
        )
        return [
            site.mutant(
                "detail-as-default",
                summary: "`\(seam.parameter)` defaults to \(seam.detail)",
                files: [site.path: text]
            )
        ]
    }
}

/// `detail-in-convenience-init`: a second initializer passes the details. Made once per policy,
/// at its first seam, when every parameter of its initializer is a seam.
struct DetailInConvenienceInit: SeamMutationOperator {
    func mutants(at site: SeamSite) -> [GeneratedMutant] {
        let seam = site.seam
        let details = site.function.parameters.map { parameter in
            site.seams.first { $0.policy == seam.policy && $0.parameter == parameter.label }
                .map { "\(parameter.label ?? "_"): \($0.detail)" }
        }
        // A second initializer that passes the details is no mutant of a design whose
        // initializer already defaults to them.
        let defaultsAlready = site.function.parameters.allSatisfy { $0.defaultValue != nil }
        guard (seam.function ?? "init") == "init", !defaultsAlready,
            seam.parameter == site.seams.first(where: { $0.policy == seam.policy })?.parameter,
            details.allSatisfy({ $0 != nil })
        else { return [] }
        let arguments = details.compactMap { $0 }.joined(separator: ", ")
        let isClass = site.declaration.kind == .class
        return [
            GeneratedMutant(
                mutationOperator: "detail-in-convenience-init",
                site: "\(seam.policy).init(generated:)",
                summary: "a second initializer of \(seam.policy) passes the details",
                files: [
                    site.detourPath: site.detourImports + """
                        // Mutant: a second initializer that passes the details.
                        extension \(seam.policy) {
                            \(isClass ? "convenience " : "")init(generated: Void) {
                                self.init(\(arguments))
                            }
                        }

                        """
                ]
            )
        ]
    }
}
