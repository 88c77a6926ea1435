import SourceFacts

/// The files that declare a policy, and what they declare beside it.
///
/// A file is one unit of source: a type, a free function or a type alias written beside the
/// policy is read, moved and reused with it. So what the policy's files declare is held to what
/// the policy may reach, whether the policy calls it or not: a detail kept there (the system
/// clock, the real loader, a builder of the old screen "near" the screen) is named by the
/// policy's file again.
struct PolicyFiles {
    /// The files that declare one of the policies, or extend one.
    let files: [SourceFile]
    /// The types (not protocols, not extensions, not nested) and free functions those files
    /// declare beside the policies, each with its file's name.
    let mates: [Mate]
    /// The module's protocols: a type that conforms to one is a detail.
    let seams: Set<String>
    /// The module's types that a policy or one of the seams it names names (its values: a
    /// product, a headline, the cell a factory is asked for), other than protocols and the
    /// policies, each with the file that declares it: a detail written beside one is carried
    /// wherever the value goes, into the policy's code too.
    let values: [(name: String, file: SourceFile)]

    /// The files of `policies` in `module`, leaving out of their mates the types in `leaving`
    /// (judged on their own already). A type that conforms to one of the module's protocols, or
    /// to one of `seams`, is a detail, not a policy: a detail's file may hold other details, the
    /// composition root beside the live clock, say, so it has no files here.
    init(
        of policies: [String],
        in module: SourceModule,
        seams extraSeams: [String] = [],
        leaving: [String] = []
    ) {
        let protocols = Set(module.types.filter { $0.kind == .protocol }.map(\.name))
        let isDetail = policies.contains { policy in
            !module.supertypes(of: policy).isDisjoint(with: protocols.union(extraSeams))
        }
        files =
            isDetail
            ? []
            : module.files.filter { file in
                file.types.contains { policies.contains($0.name) }
            }
        var mates: [Mate] = []
        for file in files {
            let types = file.types.filter { type in
                type.parent == nil && ![.protocol, .extension].contains(type.kind)
                    && !policies.contains(type.name) && !leaving.contains(type.name)
            }
            let declared =
                types.map { ($0.name, $0.position) } + file.functions.map { ($0.name, $0.position) }
            for (name, position) in declared where !mates.contains(where: { $0.name == name }) {
                mates.append(Mate(name: name, file: file, position: position))
            }
        }
        self.mates = mates
        seams = protocols
        // What the policy names, and what its seams (the protocols it names) hand it: the cell
        // a factory is asked for.
        let seamsNamed = protocols.sorted().filter { seam in
            policies.contains { !module.mentions(of: seam, in: $0).isEmpty }
        }
        let namers = policies + seamsNamed
        let named = module.types.filter { type in
            type.parent == nil && ![.protocol, .extension].contains(type.kind)
                && !policies.contains(type.name)
                && namers.contains { !module.mentions(of: type.name, in: $0).isEmpty }
        }
        values =
            isDetail
            ? []
            : named.compactMap { type in
                module.files.first { $0.path == type.file }.map { (type.name, $0) }
            }
    }

    /// What a finding of a detail named in a policy's file adds to the kata's rule.
    static let policyFileSentence =
        "A policy's file names no detail, in any form: what it declares is the policy's code too."

    /// A type or free function declared in a policy's file.
    struct Mate {
        let name: String
        let file: SourceFile
        let position: Token
    }

    /// Why `mate`'s reach is judged as `policy`'s, for a finding.
    func why(_ mate: Mate, policy: String) -> String {
        "`\(mate.name)` is declared in \(mate.file.name), a file that holds code of "
            + "`\(policy)`: what a policy's file declares is the policy's code too, and reaches "
            + "only what the policy may, whether the policy calls it or not. "
    }

    /// The mates `isDetail` says are details, each a finding: a detail written beside the
    /// policy is named with it again, and goes wherever it goes.
    ///
    /// So are a detail declared in the file of a value the policy names, and a conformance of a
    /// detail written in either: `extension Analytics: EventTracking {}` at the end of the
    /// screen's file names the analytics there.
    func details(_ isDetail: (String) -> Bool, of policy: String, rule: String) -> [Finding] {
        let policyRule = rule + "\n" + Self.policyFileSentence
        var findings = mates.filter { isDetail($0.name) }.map { mate in
            Finding(
                file: mate.file.path,
                position: mate.position,
                fact: "`\(mate.name)`, a detail, is declared in \(mate.file.name), a file that "
                    + "holds code of `\(policy)`.",
                rule: policyRule
            )
        }
        let valueRule =
            rule + "\nA value's file declares no detail: whatever uses the value, the policy "
            + "first, is handed the detail's code with it. Give the detail a file of its own."
        var reported = Set(files.map(\.path))
        for value in values where !isDetail(value.name) && reported.insert(value.file.path).inserted
        {
            for type in value.file.types
            where type.parent == nil && type.kind != .extension && isDetail(type.name) {
                findings.append(
                    Finding(
                        file: value.file.path,
                        position: type.position,
                        fact: "`\(type.name)`, a detail, is declared in \(value.file.name), the "
                            + "file of `\(value.name)`, which `\(policy)` uses.",
                        rule: valueRule
                    )
                )
            }
        }
        let conforming =
            files.map { ($0, "a file that holds code of `\(policy)`", policyRule) }
            + values.filter { !isDetail($0.name) }.map {
                ($0.file, "the file of `\($0.name)`, which `\(policy)` uses", valueRule)
            }
        var seen = Set<String>()
        for (file, whose, why) in conforming where seen.insert(file.path).inserted {
            for type in file.types
            where type.kind == .extension && !type.inheritance.isEmpty && isDetail(type.name) {
                findings.append(
                    Finding(
                        file: file.path,
                        position: type.position,
                        fact: "`\(type.name)`, a detail, is made to conform in \(file.name), "
                            + "\(whose).",
                        rule: why
                    )
                )
            }
        }
        return findings
    }

    /// The type aliases of the files that stand for a type `isDetail` says is a detail, each a
    /// finding: an alias names what it stands for in the file that declares it.
    func aliases(
        naming isDetail: (String) -> Bool,
        of policy: String,
        in module: SourceModule? = nil,
        rule: String
    ) -> [Finding] {
        files.flatMap { file in
            file.typeAliases.flatMap { alias in
                (module?.resolvedNames(of: alias.type, genericParameters: []) ?? alias.type.names)
                    .filter(isDetail)
                    .map { detail in
                        Finding(
                            file: file.path,
                            position: alias.position,
                            fact: "`typealias \(alias.name)` names `\(detail)`, a detail, in "
                                + "\(file.name), a file that holds code of `\(policy)`.",
                            rule: rule + "\n" + Self.policyFileSentence
                        )
                    }
            }
        }
    }
}
