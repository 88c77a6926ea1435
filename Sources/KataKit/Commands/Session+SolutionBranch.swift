import Foundation

extension Session {
    /// `kata solution-branch`: a local branch `solution` with every exercise replaced by its
    /// reference solution, committed without touching the working tree.
    func solutionBranch() throws -> ExitStatus {
        let git = GitRepository(root: repository.root)
        try git.requireCleanWorkingTree()
        let katas = try requireKatas()
        let commit = try git.commitReplacing(
            removing: katas.flatMap { kata in
                kata.codePlaces.map { "\(kata.exercisePath)/\($0)" }
            },
            adding: katas.flatMap { kata in
                kata.codeFiles(in: kata.afterDirectory).map { path, source in
                    (path: "\(kata.exercisePath)/\(kata.exercisePath(ofCodePath: path))", source)
                }
            },
            message: "Solve every exercise with its reference solution",
            onBranch: "solution"
        )
        terminal.say(
            "Branch `solution` now holds every exercise solved (commit \(commit.prefix(8)))."
        )
        terminal.say(
            "Your branch and working tree are untouched. Try: git switch solution && swift test"
        )
        return .success
    }
}
