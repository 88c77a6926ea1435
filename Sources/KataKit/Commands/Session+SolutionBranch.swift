import Foundation

extension Session {
    func solutionBranch() throws -> ExitStatus {
        let git = GitRepository(root: repository.root)
        try git.requireCleanWorkingTree()
        let replacements = try requireKatas().map { kata in
            (
                path: "\(kata.exercisePath)/Sources/\(kata.metadata.module)",
                source: kata.afterDirectory
            )
        }
        let commit = try git.commitReplacing(
            replacements,
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
