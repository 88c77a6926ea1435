import Foundation

/// The few git operations the `kata` command needs, done with git's own command.
struct GitRepository {
    let root: URL
    let processes: any ProcessRunning

    /// Runs git with `arguments` and returns its output, or throws with what git said.
    @discardableResult
    func git(_ arguments: [String], environment extra: [String: String] = [:]) throws -> String {
        let outcome: ProcessOutcome
        do {
            outcome = try processes.run(
                ["git"] + arguments,
                in: root,
                limit: TimeLimit(seconds: 120),
                environment: extra
            )
        } catch {
            throw KataError.refused("git is needed for this command, and it could not be run.")
        }
        guard outcome.succeeded else {
            if outcome.ending == .exited(127) {
                throw KataError.refused(
                    "git is needed for this command; install git and try again."
                )
            }
            throw KataError.refused(
                "`git \(arguments.joined(separator: " "))` failed: "
                    + outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
            )
        }
        return outcome.output
    }

    /// Throws unless the repository is a git checkout with no uncommitted change.
    func requireCleanWorkingTree() throws {
        let status: String
        do {
            status = try git(["status", "--porcelain", "--untracked-files=no"])
        } catch {
            throw KataError.refused(
                "\(root.path) is not a git checkout (or git is missing): solution-branch needs git."
            )
        }
        guard status.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw KataError.refused(
                "Your working tree has uncommitted changes; commit or stash them first "
                    + "(`git status` lists them), then run `swift run kata solution-branch` again."
            )
        }
    }

    /// Commits, on top of `HEAD` and onto `branch`, the tree of `HEAD` with `removed` paths
    /// (files or folders) taken out and each of `added` files put at its path, without touching
    /// the working tree, the index or the current branch. Returns the new commit's hash.
    func commitReplacing(
        removing removed: [String],
        adding added: [(path: String, source: URL)],
        message: String,
        onBranch branch: String
    ) throws -> String {
        let index = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-index-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: index) }
        let privateIndex = ["GIT_INDEX_FILE": index.path]

        try git(["read-tree", "HEAD"], environment: privateIndex)
        for path in removed {
            try git(
                ["rm", "--cached", "-r", "-q", "--ignore-unmatch", path],
                environment: privateIndex
            )
        }
        for (path, source) in added.sorted(by: { $0.path < $1.path }) {
            let blob = try git(["hash-object", "-w", source.path])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            try git(
                ["update-index", "--add", "--cacheinfo", "100644,\(blob),\(path)"],
                environment: privateIndex
            )
        }
        let tree = try git(["write-tree"], environment: privateIndex)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let commit = try git(["commit-tree", tree, "-p", "HEAD", "-m", message])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try git(["update-ref", "refs/heads/\(branch)", commit])
        return commit
    }

    /// A branch name for a commit of this tool: `name` when it is free, or when it holds a
    /// commit of this tool (message `message`) and is not checked out; otherwise `name-2`,
    /// `name-3`…, so that a person's own branch or commit is never moved or lost.
    func freeBranch(startingWith name: String, ownedBy message: String) throws -> String {
        let current = (try? git(["symbolic-ref", "--quiet", "--short", "HEAD"]))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        var candidate = name
        var number = 1
        while true {
            let exists =
                (try? git(["rev-parse", "--verify", "--quiet", "refs/heads/\(candidate)"])) != nil
            if !exists { return candidate }
            let subject = (try? git(["log", "-1", "--format=%s", "refs/heads/\(candidate)"]))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if subject == message && candidate != current { return candidate }
            number += 1
            candidate = "\(name)-\(number)"
        }
    }
}
