import Foundation

/// One run of a `kata` command against a repository: the learner's progress, checks and what
/// is said of them, shared by the commands that check.
struct Session {
    let repository: Repository
    let context: CommandContext

    /// Reads the repository that holds the command's working directory.
    init(_ context: CommandContext) throws {
        self.context = context
        repository = try context.repository()
    }

    var console: any Console { context.console }
    var style: TextStyle { context.console.style }

    // MARK: Choosing katas

    /// The kata called `name`; else the one whose exercise the command runs in; else the
    /// current one.
    func chosenKata(_ name: String?, state: ProgressState) throws -> Kata {
        if let name { return try repository.kata(named: name) }
        if let here = kataOfWorkingDirectory { return here }
        if let current = state.current,
            let kata = repository.katas.first(where: { $0.folder == current })
        {
            return kata
        }
        return try firstUnfinished(state) ?? requireKatas().last!
    }

    /// The kata whose exercise (or lesson) holds the working directory, at any depth.
    var kataOfWorkingDirectory: Kata? {
        let here = context.workingDirectory.standardizedFileURL.resolvingSymlinksInPath().path
        return repository.katas.first { kata in
            [kata.exerciseDirectory, kata.lessonDirectory].contains { folder in
                let path = folder.standardizedFileURL.resolvingSymlinksInPath().path
                return here == path || here.hasPrefix(path + "/")
            }
        }
    }

    /// The katas called `names`, or every kata when there are none.
    func katas(named names: [String]) throws -> [Kata] {
        try names.isEmpty ? requireKatas() : names.map(repository.kata(named:))
    }

    func requireKatas() throws -> [Kata] {
        guard !repository.katas.isEmpty else {
            throw KataError.refused("There are no katas in \(repository.root.path)/Katas.")
        }
        return repository.katas
    }

    /// The first kata not known to pass with its current sources, without running anything.
    func firstUnfinished(_ state: ProgressState) throws -> Kata? {
        try requireKatas().first { !state.isDone($0, fingerprint: $0.exerciseFingerprint) }
    }

    // MARK: Progress

    /// The learner's progress, and says so when the file could not be read.
    func loadProgress() -> ProgressState {
        let (state, problem) = ProgressState.load(from: repository.root, clock: context.clock)
        if let problem { console.complain("warning: \(problem)") }
        return state
    }

    /// Records `change` in the progress file, merged with what another `kata` wrote
    /// meanwhile, and says whether it could. When the file cannot be written, it says so in
    /// plain words, then `consequence`: what that changes for the learner.
    @discardableResult
    func recordProgress(_ consequence: String, _ change: (inout ProgressState) -> Void) -> Bool {
        do {
            try ProgressState.update(in: repository.root, clock: context.clock, change)
            return true
        } catch {
            console.complain(
                "warning: your progress could not be saved in .kata/state.json: "
                    + "\(KataCommand.plainWords(for: error)) \(consequence)"
            )
            return false
        }
    }

    // MARK: Checking

    /// The environment variable that names one build folder for every exercise's checks.
    static let sharedBuildFolderVariable = "KATA_BUILD_FOLDER"

    /// The one build folder every check builds in, when `KATA_BUILD_FOLDER` names one: the
    /// toolkit's modules, which every checker imports, are then built once rather than once per
    /// kata.
    var sharedBuildFolder: URL? {
        context.environment[Self.sharedBuildFolderVariable].flatMap {
            $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
        }
    }

    /// Makes way for the check (``Prewarm/makeWay(for:in:processes:)``), checks `kata`, records
    /// the result, and returns the verdict and whether the checker was edited. A check that
    /// could not run (no toolchain, a broken build folder) records nothing and throws.
    ///
    /// A graded check (`grading`) builds first, then reads the learner's modules from the
    /// compiler before any of their code runs, and refuses code that could write its own verdict
    /// (``GradingGuard``).
    func runCheck(
        _ kata: Kata,
        limits: CheckLimits,
        grading: Bool = false
    ) throws -> (CheckVerdict, tampering: [String]) {
        // A kata prepared in its own folder is of no use to a check built elsewhere.
        Prewarm.makeWay(
            for: kata,
            in: repository.root,
            processes: context.processes,
            buildingElsewhere: sharedBuildFolder != nil
        )
        try kata.requireCheckable()
        let fingerprint = kata.exerciseFingerprint
        let tampering = CheckerIntegrity(kata: kata, processes: context.processes).problems()
        var run = CheckerRun(
            package: kata.exerciseDirectory,
            module: kata.metadata.module,
            testTimeout: limits.tests,
            buildTimeout: limits.build,
            processes: context.processes
        )
        run.grading = grading ? kata.learnerModules : nil
        run.buildFolder = sharedBuildFolder
        let large = run.largeSources()
        if !large.isEmpty {
            console.complain(
                style.dim(
                    "The build may take minutes: the compiler is slow on a source file this "
                        + "large: \(large.joined(separator: ", ")). It stops after "
                        + "\(Int(limits.build)) seconds (`--build-timeout`)."
                )
            )
        }
        let asksForOwnTest = !grading && kata.metadata.ownTest != nil
        var (verdict, own) = try run.run(alsoReading: asksForOwnTest ? kata.ownTestModule : nil)
        if verdict.isPass, asksForOwnTest {
            var judge = OwnTestJudge(kata: kata, limits: limits, processes: context.processes)
            // With one build folder for every check, the copy builds there too.
            judge.exerciseBuildFolder = sharedBuildFolder
            judge.scratchBuildFolder = sharedBuildFolder
            let judgement = try judge.judge(ownRun: own) { console.complain(style.dim($0)) }
            verdict = verdict.adding(judgement, of: kata)
        }
        recordProgress(
            "This check's result stands, but `kata list` and `kata next` will not know it."
        ) { state in
            state.checks[kata.folder] = ProgressState.CheckRecord(
                fingerprint: fingerprint,
                passed: verdict.isPass && tampering.isEmpty
            )
        }
        return (verdict, tampering)
    }

    /// What `check` and `watch` print of a verdict (and `next`, `brief`ly): the report, the
    /// tamper warning first when the checker was edited, then the second look after a pass or
    /// the learner's arrows after a failure.
    func describe(
        _ verdict: CheckVerdict,
        of kata: Kata,
        tampering: [String],
        brief: Bool = false
    ) -> [String] {
        let tampered = !tampering.isEmpty
        var lines: [String] = []
        if tampered {
            lines.append(tamperWarning(kata, tampering))
            lines.append("")
        }
        if brief {
            let shown =
                tampered && verdict.isPass
                ? "would pass, but does not count" : VerdictSummary.short(verdict)
            lines.append("Checked just now: \(shown).")
        } else if tampered && verdict.isPass {
            lines.append(
                style.yellow(
                    "… Kata \(kata.number): every expectation holds, but with an edited checker "
                        + "that does not count."
                )
            )
        } else {
            lines.append(VerdictSummary.report(verdict, kata: kata, style: style))
        }
        if verdict.isPass && !tampered {
            let review = Review(kata: kata).lines(style: style, width: console.width)
            if !review.isEmpty {
                lines.append("")
                lines += review
            }
        } else if verdict.compiles, !verdict.isRefusedForGrading, !verdict.failsOnlyOwnTest,
            let reading = graphReading(
                of: kata,
                afterAFailure: !verdict.isPass && !verdict.isNotYet
            )
        {
            if !brief { lines.append("") }
            lines.append(reading)
        }
        return lines
    }

    func tamperWarning(_ kata: Kata, _ problems: [String]) -> String {
        let restore =
            kata.isPackageLayout
            ? "Restore its tests with `git checkout -- \(kata.exercisePath)/Tests`, and the test "
                + "targets in Package.swift as they were shipped."
            : "Restore it with `git checkout -- \(kata.exercisePath)/Package.swift "
                + "\(kata.exercisePath)/Tests`."
        return style.red("! The checker of kata \(kata.number) is not the one shipped with it")
            + " (\(problems.joined(separator: "; "))), so the kata does not count as done. "
            + restore + " A file added under Tests counts too, and `git checkout` leaves it: "
            + "`git status \(kata.exercisePath)/Tests` lists it."
    }
}
