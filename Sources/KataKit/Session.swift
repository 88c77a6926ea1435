import Foundation

/// One run of a `kata` command against a repository, with the learner's saved progress.
struct Session {
    let repository: Repository
    let terminal: Terminal
    let options: Options
    /// Where the learner's files are changed.
    var fileSystem: any FileSystem = LocalFileSystem()

    var style: TextStyle { terminal.style }
    var timeout: Double { options.timeout }

    func run(_ command: Subcommand) throws -> ExitStatus {
        switch command {
        case .next: try next()
        case .list: try list()
        case .check: try check()
        case .watch: try watch()
        case .hint: try hint()
        case .graph: try graph()
        case .reset: try reset()
        case .restore: try restore()
        case .diff: try diff()
        case .solve: try solve()
        case .solutionBranch: try solutionBranch()
        case .verify: try verify()
        case .mutants: try listMutants()
        case .fingerprint: try fingerprint()
        case .diagrams: try diagrams()
        case .new: try new()
        }
    }

    // MARK: Choosing katas

    /// The kata named on the command line, or the current one.
    func chosenKata(_ state: ProgressState) throws -> Kata {
        if let name = options.operands.first { return try repository.kata(named: name) }
        if let current = state.current,
            let kata = repository.katas.first(where: { $0.folder == current })
        {
            return kata
        }
        return try firstUnfinished(state) ?? requireKatas().last!
    }

    /// The katas named on the command line, or every kata when none is.
    func namedKatas() throws -> [Kata] {
        try options.operands.isEmpty
            ? requireKatas() : options.operands.map(repository.kata(named:))
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

    // MARK: Checking

    /// Checks `kata`, records the result, and returns the verdict and whether the checker was
    /// edited.
    func runCheck(_ kata: Kata, state: inout ProgressState) throws -> (CheckVerdict, tampered: Bool)
    {
        let fingerprint = kata.exerciseFingerprint
        let tampered = kata.checkerFingerprint != kata.metadata.checker
        let verdict = try CheckerRun(
            package: kata.exerciseDirectory,
            module: kata.metadata.module,
            testTimeout: timeout
        ).run()
        state.checks[kata.folder] = ProgressState.CheckRecord(
            fingerprint: fingerprint,
            passed: verdict.isPass && !tampered
        )
        try state.save(to: repository.root)
        return (verdict, tampered)
    }

    func tamperWarning(_ kata: Kata) -> String {
        style.red("! The checker of kata \(kata.number) is not the one shipped with it")
            + " (\(kata.exercisePath)/Package.swift or Tests/ changed), so the kata does not count"
            + " as done. Restore it with `git checkout -- \(kata.exercisePath)/Package.swift"
            + " \(kata.exercisePath)/Tests`."
    }
}
