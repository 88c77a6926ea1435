import Foundation

/// The instructor's proof that every checker tells a refactored exercise from an unrefactored one.
///
/// For each kata, in a scratch copy of its exercise package (one build folder per kata, sources
/// swapped inside it):
/// - the exercise's sources are the kata's Before code, file for file;
/// - the pristine exercise fails its checker;
/// - the characterization tests pass on the Before code, where the kata has them;
/// - the reference solution passes the checker and the characterization tests;
/// - every mutant compiles and fails the checker;
/// - every alternative passes the checker.
public struct Verification: Sendable {
    /// One cell of the table: a kata, a variant, what it must do and what it did.
    public struct Row: Sendable {
        /// The kata's folder name.
        public let kata: String
        /// What was checked, for example `mutant strong-reference`.
        public let variant: String
        /// What the variant must do: `fails`, `passes` or `identical`.
        public let expected: String
        /// What it did, in a few words.
        public let actual: String
        /// Whether it did what it must.
        public let isCorrect: Bool
        /// Why the variant is wrong or valid, as its README says, for a mutant or an alternative.
        public var why: String? = nil
    }

    let repository: Repository
    let testTimeout: Double

    /// Prepares a verification of the katas of `repository`.
    public init(repository: Repository, testTimeout: Double) {
        self.repository = repository
        self.testTimeout = testTimeout
    }

    /// The scratch folder of a kata. Two levels below the root, so the exercise's path to the
    /// root package (`../..`) still holds there.
    func scratch(for kata: Kata) -> URL {
        repository.root.appendingPathComponent(".build-verify/\(kata.folder)")
    }

    /// Verifies `katas`, handing each row to `report` as soon as it is known.
    public func run(_ katas: [Kata], report: (Row) -> Void) throws -> [Row] {
        var rows: [Row] = []
        for kata in katas {
            for row in try verify(kata) {
                report(row)
                rows.append(row)
            }
        }
        return rows
    }

    private func verify(_ kata: Kata) throws -> [Row] {
        let files = FileManager.default
        let scratch = scratch(for: kata)
        try prepareScratch(scratch, for: kata)
        let checker = scratch.appendingPathComponent(kata.checkerPath)
        var rows: [Row] = []

        func row(
            _ variant: String,
            mustPass: Bool,
            _ verdict: CheckVerdict,
            why: String? = nil
        ) -> Row {
            let correct: Bool
            switch verdict {
            case .passed: correct = mustPass
            case .failed, .notYet, .crashed, .timedOut: correct = !mustPass
            case .codeDoesNotCompile: correct = false
            }
            return Row(
                kata: kata.folder,
                variant: variant,
                expected: mustPass ? "passes" : "fails",
                actual: VerdictSummary.short(verdict),
                isCorrect: correct,
                why: why
            )
        }

        let problems = RepositoryConsistency.problems(of: kata, in: repository)
        rows.append(
            Row(
                kata: kata.folder,
                variant: "Katas, Exercises and Package.swift agree",
                expected: "agree",
                actual: problems.isEmpty ? "agree" : problems.joined(separator: "; "),
                isCorrect: problems.isEmpty
            )
        )
        for variant in try kata.mutants() + kata.alternatives() {
            let unmarked = try VariantDrift.unmarkedChanges(
                in: variant,
                files: kata.codeFiles(in: variant.directory),
                after: kata.codeFiles(in: kata.afterDirectory)
            )
            let noun = variant.kind == .mutant ? "mutant" : "alternative"
            rows.append(
                Row(
                    kata: kata.folder,
                    variant: "\(noun) \(variant.name)",
                    expected: "marked",
                    actual: unmarked.isEmpty ? "marked" : unmarked.joined(separator: "; "),
                    isCorrect: unmarked.isEmpty
                )
            )
        }

        let identical = kata.differences(fromVersionIn: kata.beforeDirectory)
        rows.append(
            Row(
                kata: kata.folder,
                variant: "exercise sources = Before",
                expected: "identical",
                actual: identical.isEmpty
                    ? "identical" : "differs: \(identical.joined(separator: ", "))",
                isCorrect: identical.isEmpty
            )
        )

        try replaceCode(of: kata, in: scratch, with: [kata.beforeDirectory])
        rows.append(row("pristine exercise", mustPass: false, try check(scratch, kata)))

        let characterization = scratch.appendingPathComponent(
            "Tests/\(kata.metadata.module)Characterization"
        )
        if files.fileExists(atPath: characterization.path) {
            let checkerBackup = scratch.appendingPathComponent(".checker")
            try? files.removeItem(at: checkerBackup)
            try files.moveItem(at: checker, to: checkerBackup)
            try files.createDirectory(at: checker, withIntermediateDirectories: true)
            try "// The checker is left out: only the characterization tests run on Before.\n"
                .write(
                    to: checker.appendingPathComponent("Placeholder.swift"),
                    atomically: true,
                    encoding: .utf8
                )
            let verdict = try check(scratch, kata)
            try files.removeItem(at: checker)
            try files.moveItem(at: checkerBackup, to: checker)
            rows.append(row("characterization on Before", mustPass: true, verdict))
        }

        try replaceCode(of: kata, in: scratch, with: [kata.afterDirectory])
        rows.append(row("reference solution (After)", mustPass: true, try check(scratch, kata)))

        for variant in try kata.mutants() + kata.alternatives() {
            try replaceCode(
                of: kata,
                in: scratch,
                with: [kata.afterDirectory, variant.directory]
            )
            let isMutant = variant.kind == .mutant
            rows.append(
                row(
                    "\(isMutant ? "mutant" : "alternative") \(variant.name)",
                    mustPass: !isMutant,
                    try check(scratch, kata),
                    why: variant.why
                )
            )
        }
        return rows
    }

    private func check(_ scratch: URL, _ kata: Kata) throws -> CheckVerdict {
        try CheckerRun(package: scratch, module: kata.metadata.module, testTimeout: testTimeout)
            .run()
    }

    /// Copies the exercise's manifest and tests into the scratch package, keeping its build folder.
    private func prepareScratch(_ scratch: URL, for kata: Kata) throws {
        let files = FileManager.default
        try files.createDirectory(at: scratch, withIntermediateDirectories: true)
        for item in ["Package.swift", "Tests"] {
            let target = scratch.appendingPathComponent(item)
            try? files.removeItem(at: target)
            try files.copyItem(at: kata.exerciseDirectory.appendingPathComponent(item), to: target)
        }
        try files.createDirectory(
            at: scratch.appendingPathComponent("Sources/\(kata.metadata.module)"),
            withIntermediateDirectories: true
        )
    }

    /// Puts in `scratch` the learner's code of `kata` made of `layers` in turn: a later
    /// layer's file replaces an earlier one's at the same path.
    private func replaceCode(of kata: Kata, in scratch: URL, with layers: [URL]) throws {
        var files: [String: URL] = [:]
        for layer in layers {
            files.merge(kata.codeFiles(in: layer)) { _, later in later }
        }
        try kata.writeCode(files, into: scratch)
    }
}
