import Foundation
import SourceFacts

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
struct Verification: Sendable {
    /// One cell of the table: a kata, a variant, what it must do and what it did.
    struct Row: Sendable {
        /// The kata's folder name.
        let kata: String
        /// What was checked, for example `mutant strong-reference`.
        let variant: String
        /// What the variant must do: `fails`, `passes` or `identical`.
        let expected: String
        /// What it did, in a few words.
        let actual: String
        /// Whether it did what it must.
        let isCorrect: Bool
        /// Why the variant is wrong or valid, as its README says, for a mutant or an alternative.
        var why: String? = nil
        /// The kata's score against its generated mutants, on the row that gives it.
        var generated: GeneratedScore? = nil
        /// On a wrong row, what the checker said: the expectations that did not hold and the
        /// first lines each reported, or the compiler's first errors.
        var evidence: [String] = []
    }

    /// How a kata's checker did against the mutants generated from its reference solution.
    struct GeneratedScore: Sendable, Equatable {
        /// Mutants the checker rejected.
        var killed = 0
        /// Mutants the checker accepted: each a hole.
        var survived = 0
        /// Mutants listed in `kata.json` as behaving as the reference solution does.
        var equivalent = 0
        /// Mutants whose code did not compile: they prove nothing.
        var unviable = 0

        /// The mutants that compiled and were not listed as equivalent.
        var compiled: Int { killed + survived }

        /// `K killed of N (E equivalent, S not compiling)`.
        var summary: String {
            "\(killed) killed of \(compiled) (\(equivalent) equivalent, \(unviable) not compiling)"
        }

        /// Whether every mutant that compiled was killed, and at most a fifth did not compile.
        var isAcceptable: Bool {
            survived == 0 && unviable * 5 <= compiled + unviable
        }

        /// The sum of two scores.
        static func + (left: GeneratedScore, right: GeneratedScore) -> GeneratedScore {
            GeneratedScore(
                killed: left.killed + right.killed,
                survived: left.survived + right.survived,
                equivalent: left.equivalent + right.equivalent,
                unviable: left.unviable + right.unviable
            )
        }
    }

    let repository: Repository
    let testTimeout: Double
    /// How the checkers are run.
    let processes: any ProcessRunning
    /// Whether each kata's three places agree.
    let consistency: RepositoryConsistency
    /// The one part of the variants and generated mutants to check (`--part`), or `nil` for
    /// them all.
    var part: VerificationPart?

    /// Prepares a verification of the katas of `repository`.
    init(
        repository: Repository,
        consistency: RepositoryConsistency,
        testTimeout: Double,
        processes: any ProcessRunning
    ) {
        self.repository = repository
        self.consistency = consistency
        self.testTimeout = testTimeout
        self.processes = processes
    }

    /// The scratch folder of a kata. Two levels below the root, so the exercise's path to the
    /// root package (`../..`) still holds there.
    func scratch(for kata: Kata) -> URL {
        repository.root.appendingPathComponent(".build-verify/\(kata.folder)")
    }

    /// Verifies `katas`, handing each row to `report` as soon as it is known, and each kata's
    /// time in seconds to `timed` when it is done.
    ///
    /// Katas are verified `jobs` at a time, each in its own scratch package, the one with the
    /// most checks to run first, so that no long kata starts last while the other jobs sit idle.
    /// Each job builds in a folder of its own (`.build-verify/.build-1`, …) that the katas it
    /// verifies share, one after another: the root package's modules, which every checker
    /// imports, are built once per job rather than once per kata. Their rows are handed over in
    /// the order of `katas`, each kata's as soon as it and those before it are done.
    func run(
        _ katas: [Kata],
        jobs: Int = 1,
        timed: @escaping @Sendable (Kata, Int) -> Void = { _, _ in },
        report: @escaping @Sendable (Row) -> Void
    ) throws -> [Row] {
        let results = OrderedResults(count: katas.count, report: report)
        let queue = DispatchQueue(label: "kata-verify", attributes: .concurrent)
        let slots = DispatchSemaphore(value: max(1, jobs))
        let buildFolders = BuildFolders(
            (1...max(1, jobs)).map {
                repository.root.appendingPathComponent(".build-verify/.build-\($0)")
            }
        )
        let group = DispatchGroup()
        let checks = katas.map(Self.checks(of:))
        let longestFirst = katas.indices.sorted { (checks[$0], $1) > (checks[$1], $0) }
        for index in longestFirst {
            let kata = katas[index]
            slots.wait()
            queue.async(group: group) {
                defer { slots.signal() }
                let buildFolder = buildFolders.take()
                defer { buildFolders.give(buildFolder) }
                let started = Date()
                results.set(Result { try verify(kata, buildingIn: buildFolder) }, at: index)
                timed(kata, Int(Date().timeIntervalSince(started).rounded()))
            }
        }
        group.wait()
        return try results.all()
    }

    /// How many times verifying `kata` runs its checker, roughly: its variants, its generated
    /// mutants and the wrong versions its learner's test is run on.
    static func checks(of kata: Kata) -> Int {
        let variants =
            ((try? kata.mutants()) ?? []).count + ((try? kata.alternatives()) ?? []).count
        let generated = ((try? MutantGenerator(kata: kata).mutants()) ?? []).count
        return 3 + variants + generated + (kata.metadata.ownTest?.catches.count ?? 0)
    }

    private func verify(_ kata: Kata, buildingIn buildFolder: URL) throws -> [Row] {
        let files = FileManager.default
        let scratch = scratch(for: kata)
        try kata.requireExercise()
        try kata.prepareScratch(scratch)
        let checker = scratch.appendingPathComponent(kata.checkerPath)
        var rows: [Row] = []

        let problems = consistency.problems(of: kata)
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

        try kata.writeCode(layers: [kata.beforeDirectory], into: scratch)
        rows.append(
            row(
                in: kata,
                "pristine exercise",
                mustPass: false,
                try check(scratch, kata, buildingIn: buildFolder).verdict
            )
        )

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
            let verdict = try check(scratch, kata, buildingIn: buildFolder).verdict
            try files.removeItem(at: checker)
            try files.moveItem(at: checkerBackup, to: checker)
            rows.append(row(in: kata, "characterization on Before", mustPass: true, verdict))
        }

        try kata.writeCode(layers: [kata.afterDirectory], into: scratch)
        rows.append(
            row(
                in: kata,
                "reference solution (After)",
                mustPass: true,
                try check(scratch, kata, buildingIn: buildFolder).verdict
            )
        )

        rows += try verifyVariants(of: kata, in: scratch, buildingIn: buildFolder)
        rows += try verifyOwnTest(of: kata, buildingIn: buildFolder)
        return rows
    }

    /// In a kata that asks the learner for a test of their own: the kata's own version of it
    /// passes on the reference solution and fails on each wrong version the kata names, judged
    /// as `kata check` judges the learner's.
    private func verifyOwnTest(of kata: Kata, buildingIn buildFolder: URL) throws -> [Row] {
        guard let asked = kata.metadata.ownTest else { return [] }
        // In the kata's own scratch package, built by the rows before.
        var judge = OwnTestJudge(
            kata: kata,
            limits: CheckLimits(tests: testTimeout),
            processes: processes
        )
        judge.scratchFolder = scratch(for: kata)
        judge.scratchBuildFolder = buildFolder
        judge.swiftTestingOnly = true
        try judge.prepareScratch(tests: kata.ownTestDirectory)
        try judge.writeCode(layers: [kata.afterDirectory])
        let onAfter = try judge.run(in: judge.scratch)
        var rows = [
            Row(
                kata: kata.folder,
                variant: "own test on the reference solution",
                expected: "passes",
                actual: VerdictSummary.short(onAfter),
                isCorrect: onAfter.isPass && onAfter != .passed(expectations: [])
            )
        ]
        var judgement = OwnTestJudgement()
        for (mutant, verdict) in try judge.verdictsOnMutants() {
            judgement.record(verdict, of: mutant)
            rows.append(
                Row(
                    kata: kata.folder,
                    variant: "own test on mutant \(mutant.name)",
                    expected: "fails",
                    actual: VerdictSummary.short(verdict),
                    isCorrect: judgement.caught.contains(mutant.name)
                )
            )
        }
        if asked.double,
            !judge.hasDouble(
                in: kata.ownTestDirectory,
                conformingToProtocolsOf: [kata.afterDirectory]
            )
        {
            rows.append(
                Row(
                    kata: kata.folder,
                    variant: "own test declares a double",
                    expected: "declares one",
                    actual: "none conforms to a protocol of the reference solution",
                    isCorrect: false
                )
            )
        }
        return rows
    }

    /// Runs the checker on every mutant and alternative of `kata`, and on every generated mutant
    /// not listed as equivalent: a row for each variant, a row for the generated mutants' score,
    /// and a row with the change for each generated mutant that survived. The checks run in
    /// ``CheckOrder``'s order; the rows come in the variants' own.
    private func verifyVariants(
        of kata: Kata,
        in scratch: URL,
        buildingIn buildFolder: URL
    ) throws -> [Row] {
        let variants = try kata.mutants() + kata.alternatives()
        let generated = try MutantGenerator(kata: kata).mutants()
        let equivalent = Dictionary(
            (kata.metadata.equivalentMutants ?? []).map { ($0.name, $0.why) },
            uniquingKeysWith: { first, _ in first }
        )
        let after = kata.codeFiles(in: kata.afterDirectory)
        let afterTexts = after.compactMapValues(Self.text(of:))
        func declarations(_ changed: [String: String]) -> String {
            CheckOrder.declarations(of: afterTexts.merging(changed) { _, new in new })
        }

        /// One version to check: a hand-written variant or a generated mutant.
        enum Version {
            /// A hand-written variant, and where its row goes among the variants'.
            case variant(Variant, row: Int)
            case generated(GeneratedMutant)
        }
        var versions: [Version] = []
        var variantRows: [Row?] = Array(repeating: nil, count: variants.count)
        for (index, variant) in variants.enumerated() {
            let isMutant = variant.kind == .mutant
            if let part, !part.contains("\(isMutant ? "mutant" : "alternative") \(variant.name)") {
                continue
            }
            if let minimum = variant.minimumSwift, variant.needsNewerSwift {
                let toolchain = Variant.toolchainSwift
                variantRows[index] = Row(
                    kata: kata.folder,
                    variant: "\(isMutant ? "mutant" : "alternative") \(variant.name)",
                    expected: isMutant ? "fails" : "passes",
                    actual: "skipped: it needs Swift \(minimum.major).\(minimum.minor), "
                        + "this toolchain is \(toolchain.major).\(toolchain.minor)",
                    isCorrect: true,
                    why: variant.why
                )
            } else {
                versions.append(.variant(variant, row: index))
            }
        }
        var score = GeneratedScore()
        for mutant in generated where part?.contains("generated \(mutant.name)") ?? true {
            if equivalent[mutant.name] != nil {
                score.equivalent += 1
            } else {
                versions.append(.generated(mutant))
            }
        }

        let layer = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-generated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: layer) }
        // Each version's declarations and files, read once: they order the checks and say
        // whether a version's interface is the one the test binary was built from.
        let shapes = versions.map { version -> (declarations: String, files: Set<String>) in
            switch version {
            case .variant(let variant, _):
                let changed = kata.codeFiles(in: variant.directory)
                return (
                    declarations(changed.compactMapValues(Self.text(of:))),
                    Set(after.keys).union(changed.keys)
                )
            case .generated(let mutant):
                return (declarations(mutant.files), Set(after.keys).union(mutant.files.keys))
            }
        }
        let order = CheckOrder.order(Array(versions.indices), first: declarations([:])) {
            shapes[$0].declarations
        }
        var generatedRows: [String: Row] = [:]
        let structurePass = StructurePass(kata: kata, scratch: scratch)
        var rejections = Rejections(of: kata)
        // What the test binary was last built from: the reference solution, checked last.
        var built = (declarations: declarations([:]), files: Set(after.keys))
        var replay = BuildReplay(package: scratch)
        replay.settle(after: buildFolder)
        /// What the checker says of the code now in the scratch package, built by the replay and
        /// its tests run in the binary when it can, by SwiftPM otherwise; as ``check``.
        func checkNow(
            mustFail: Bool,
            only: String? = nil
        ) throws -> (verdict: CheckVerdict, culprit: String?) {
            StaleObjects.remove(in: buildFolder)
            if let binary = try replay.build(with: processes, timeout: CheckLimits().build) {
                var run = checkerRun(kata, buildFolder)
                run.stopAtFirstFailure = mustFail || only != nil
                return try run.runTests(
                    inBinary: binary,
                    filter: only.map(CheckerRun.filter(selecting:))
                )
            }
            let found = try check(
                scratch,
                kata,
                buildingIn: buildFolder,
                mustFail: mustFail,
                only: only
            )
            switch found.verdict {
            case .codeDoesNotCompile, .notYet, .characterizationDoesNotCompile, .buildTimedOut:
                replay.forget()
            case .passed, .failed, .crashed, .timedOut, .refusedForGrading:
                replay.settle(after: buildFolder)
            }
            return found
        }
        /// What the checker says of a version that must fail, the row `name`. The test that
        /// rejected it last time, if one is recorded, runs first and alone; when it rejects the
        /// version, that is the verdict. Otherwise, when the version's declarations differ from
        /// those the test binary was built from, the structure suites run first in that binary,
        /// unbuilt, and a failure there is the verdict; otherwise, or when they pass, the version
        /// is built and checked whole. What rejected it is recorded for the next time.
        func checkMutant(
            _ shape: (declarations: String, files: Set<String>),
            named name: String
        ) throws -> CheckVerdict {
            let unbuilt = shape.declarations != built.declarations && shape.files == built.files
            // Only a test that failed, crashed or hung rejects a version here: a record naming
            // a test since renamed selects nothing, and a run of nothing, which the checker's
            // verdict counts as failed (no expectation ran), names no culprit.
            if let suspect = rejections.test(rejecting: name) {
                if unbuilt, structurePass.covers(suspect) {
                    if let found = try structurePass.verdict(
                        using: checkerRun(kata, buildFolder),
                        only: suspect,
                        inBinary: replay.testBinary
                    ), case .failed = found.verdict, found.culprit != nil {
                        return found.verdict
                    }
                } else {
                    built = shape
                    let found = try checkNow(mustFail: true, only: suspect)
                    if !found.verdict.isPass, found.culprit != nil { return found.verdict }
                }
            } else if unbuilt,
                let found = try structurePass.verdict(
                    using: checkerRun(kata, buildFolder),
                    inBinary: replay.testBinary
                ),
                case .failed = found.verdict, found.culprit != nil
            {
                rejections.record(found.culprit, rejecting: name)
                return found.verdict
            }
            built = shape
            let found = try checkNow(mustFail: true)
            rejections.record(found.culprit, rejecting: name)
            return found.verdict
        }
        for index in order {
            switch versions[index] {
            case .variant(let variant, let position):
                let isMutant = variant.kind == .mutant
                try kata.writeCode(layers: [kata.afterDirectory, variant.directory], into: scratch)
                let verdict: CheckVerdict
                if isMutant {
                    verdict = try checkMutant(shapes[index], named: "mutant \(variant.name)")
                } else {
                    built = shapes[index]
                    verdict = try checkNow(mustFail: false).verdict
                }
                variantRows[position] = row(
                    in: kata,
                    "\(isMutant ? "mutant" : "alternative") \(variant.name)",
                    mustPass: !isMutant,
                    verdict,
                    why: variant.why
                )
            case .generated(let mutant):
                try? FileManager.default.removeItem(at: layer)
                for (path, text) in mutant.files {
                    let url = layer.appendingPathComponent(path)
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(),
                        withIntermediateDirectories: true
                    )
                    try text.write(to: url, atomically: true, encoding: .utf8)
                }
                try kata.writeCode(layers: [kata.afterDirectory, layer], into: scratch)
                switch try checkMutant(shapes[index], named: "generated \(mutant.name)") {
                case .passed:
                    score.survived += 1
                    generatedRows[mutant.name] = Row(
                        kata: kata.folder,
                        variant: "generated \(mutant.name)",
                        expected: "fails",
                        actual: "passes",
                        isCorrect: false,
                        why: mutant.summary + "\n" + mutant.change(to: kata)
                    )
                case .codeDoesNotCompile(let errors):
                    score.unviable += 1
                    let first = errors.first?.located ?? ""
                    generatedRows[mutant.name] = Row(
                        kata: kata.folder,
                        variant: "generated \(mutant.name)",
                        expected: "fails",
                        actual: "does not compile, so it proves nothing",
                        isCorrect: true,
                        why: first
                    )
                case .failed, .notYet, .crashed, .timedOut, .buildTimedOut,
                    .characterizationDoesNotCompile, .refusedForGrading:
                    score.killed += 1
                }
            }
        }

        try rejections.save(
            keeping: Set(
                variants.filter { $0.kind == .mutant }.map { "mutant \($0.name)" }
                    + generated.map { "generated \($0.name)" }
            )
        )
        var rows = variantRows.compactMap { $0 }
        if let part {
            let all = variants.count + generated.filter { equivalent[$0.name] == nil }.count
            rows.append(
                Row(
                    kata: kata.folder,
                    variant: part.description,
                    expected: "checked",
                    actual: "\(versions.count) of \(all) versions",
                    isCorrect: true
                )
            )
        }
        rows.append(
            Row(
                kata: kata.folder,
                variant: "generated mutants",
                expected: "all fail",
                actual: score.summary + (part.map { " in \($0.description)" } ?? ""),
                // A part holds too few generated mutants to judge the share that does not
                // compile; every mutant that compiled must still be killed.
                isCorrect: part == nil ? score.isAcceptable : score.survived == 0,
                generated: score
            )
        )
        rows += generated.compactMap { generatedRows[$0.name] }
        let names = Set(generated.map(\.name))
        for (name, _) in equivalent.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
            rows.append(
                Row(
                    kata: kata.folder,
                    variant: "equivalent \(name)",
                    expected: "generated",
                    actual: "no such mutant is generated any more: remove it from kata.json",
                    isCorrect: false
                )
            )
        }
        return rows
    }

    /// The row of a version that must pass, or fail, the checker, from what the check said.
    private func row(
        in kata: Kata,
        _ variant: String,
        mustPass: Bool,
        _ verdict: CheckVerdict,
        why: String? = nil
    ) -> Row {
        let correct: Bool
        switch verdict {
        case .passed: correct = mustPass
        case .failed, .notYet, .crashed, .timedOut, .buildTimedOut,
            .characterizationDoesNotCompile, .refusedForGrading:
            correct = !mustPass
        case .codeDoesNotCompile: correct = false
        }
        return Row(
            kata: kata.folder,
            variant: variant,
            expected: mustPass ? "passes" : "fails",
            actual: VerdictSummary.short(verdict),
            isCorrect: correct,
            why: why,
            evidence: correct ? [] : VerdictSummary.evidence(verdict)
        )
    }

    /// The text of the file at `url`, if it reads as UTF-8.
    private static func text(of url: URL) -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }

    /// A run of the checker of `kata` in its scratch package, building in `buildFolder`.
    private func checkerRun(_ kata: Kata, _ buildFolder: URL) -> CheckerRun {
        var run = CheckerRun(
            package: scratch(for: kata),
            module: kata.metadata.module,
            testTimeout: testTimeout,
            processes: processes
        )
        run.buildFolder = buildFolder
        run.swiftTestingOnly = true
        // A version's verdict is all a row needs: a failing property reports its first failing
        // input as it is, not made smaller.
        run.environment = ["KATA_SHRINK": "0"]
        return run
    }

    /// What the checker says of the code in `scratch`, and the test that verdict rests on; with
    /// `mustFail`, its tests stop at the first failure, which is all a version that must fail
    /// needs to show; with `only`, that one test runs alone.
    private func check(
        _ scratch: URL,
        _ kata: Kata,
        buildingIn buildFolder: URL,
        mustFail: Bool = false,
        only: String? = nil
    ) throws -> (verdict: CheckVerdict, culprit: String?) {
        var run = checkerRun(kata, buildFolder)
        run.stopAtFirstFailure = mustFail || only != nil
        run.onlyTest = only
        do {
            return try run.runNamingCulprit()
        } catch KataError.environment {
            // A problem of the machine, not of the version: a build that failed without a word
            // was seen once in several hundred checks on a loaded machine. Checking again once
            // keeps it from stopping the whole verification; a second failure does, and one
            // that lasts (no toolchain, say) costs only that second run.
            return try run.runNamingCulprit()
        }
    }
}

/// The build folders of `kata verify`'s jobs: each job takes one while it verifies a kata and
/// gives it back after, so no two katas build in one folder at once.
private final class BuildFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [URL]

    init(_ folders: [URL]) { free = folders }

    /// A folder no job is using. There is always one: no more jobs run than there are folders.
    func take() -> URL { lock.withLock { free.removeLast() } }

    func give(_ folder: URL) { lock.withLock { free.append(folder) } }
}

/// The rows of each kata, handed over in the katas' order as soon as they can be.
private final class OrderedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<[Verification.Row], any Error>?]
    private var reported = 0
    private let report: @Sendable (Verification.Row) -> Void

    init(count: Int, report: @escaping @Sendable (Verification.Row) -> Void) {
        results = Array(repeating: nil, count: count)
        self.report = report
    }

    func set(_ result: Result<[Verification.Row], any Error>, at index: Int) {
        lock.withLock {
            results[index] = result
            while reported < results.count, let ready = results[reported] {
                if case .success(let rows) = ready { rows.forEach(report) }
                reported += 1
            }
        }
    }

    func all() throws -> [Verification.Row] {
        try lock.withLock { try results.compactMap { try $0?.get() }.flatMap { $0 } }
    }
}
