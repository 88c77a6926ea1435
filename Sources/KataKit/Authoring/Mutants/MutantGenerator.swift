import Foundation
import SourceFacts

/// Where and how a kata's reference solution is mutated: every operator of `seamOperators` at
/// each seam, every operator of `policyOperators` in each function of each policy.
struct MutantGenerator {
    let kata: Kata

    /// The operators applied at an injected collaborator, in the order their mutants are
    /// listed.
    static let seamOperators: [any SeamMutationOperator] = [
        BuildDetail(), DetailThroughFunction(), DetailThroughStatic(), DetailThroughNestedEnum(),
        WidenToAny(), DetailAsDefault(), DetailInConvenienceInit(),
    ]

    /// The operators applied in a policy's functions, in the order their mutants are listed.
    static let policyOperators: [any PolicyMutationOperator] = [
        DeleteStatement(), DropStateReset(), DuplicateCall(), SwapArguments(), ClockToNow(),
    ]

    /// Every mutant of the kata's reference solution, in a stable order.
    func mutants() throws -> [GeneratedMutant] {
        guard let roles = kata.metadata.graph else { return [] }
        let files = kata.codeFiles(in: kata.afterDirectory).filter { $0.key.hasSuffix(".swift") }
        var sources: [String: String] = [:]
        var read: [SourceFile] = []
        for (path, url) in files.sorted(by: { $0.key < $1.key }) {
            let text = try String(contentsOf: url, encoding: .utf8)
            sources[path] = text
            read.append(SourceFile(path: path, source: text))
        }
        let module = SourceModule(name: kata.metadata.module, files: read)
        var found: [GeneratedMutant] = []
        for seam in roles.seams ?? [] {
            guard let site = SeamSite(seam, of: kata, module: module, sources: sources) else {
                continue
            }
            found += site.withManifest(Self.seamOperators.flatMap { $0.mutants(at: site) })
        }
        for policy in roles.policies {
            for site in PolicySite.all(of: policy, module: module, sources: sources) {
                found += Self.policyOperators.flatMap { $0.mutants(at: site) }
            }
        }
        var seen: Set<String> = []
        return found.filter { seen.insert($0.name).inserted }
    }
}
