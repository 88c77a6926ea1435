/// `kata solution-branch`: a local branch with every exercise replaced by its reference
/// solution, committed without touching the working tree.
struct SolutionBranchCommand: KataSubcommand {
    static let configuration = CommandConfiguration(
        name: "solution-branch",
        abstract: "Make a local git branch `solution` with every exercise solved.",
        audience: .author
    )

    /// The message of the commits this command makes, which tells them from a person's.
    static let message = "Solve every exercise with its reference solution"

    init(_ arguments: ParsedArguments) throws {}

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        let git = GitRepository(root: session.repository.root, processes: context.processes)
        try git.requireCleanWorkingTree()
        let branch = try git.freeBranch(startingWith: "solution", ownedBy: Self.message)
        let katas = try session.requireKatas()
        let commit = try git.commitReplacing(
            removing: katas.flatMap { kata in
                kata.codePlaces.map { "\(kata.exercisePath)/\($0)" }
            },
            adding: katas.flatMap { kata in
                kata.codeFiles(in: kata.afterDirectory).map { path, source in
                    (path: "\(kata.exercisePath)/\(kata.exercisePath(ofCodePath: path))", source)
                }
            },
            message: Self.message,
            onBranch: branch
        )
        context.console.say(
            "Branch `\(branch)` now holds every exercise solved (commit \(commit.prefix(8)))."
        )
        context.console.say(
            "Your branch and working tree are untouched. Try: git switch \(branch) && swift test"
        )
        return .success
    }
}
