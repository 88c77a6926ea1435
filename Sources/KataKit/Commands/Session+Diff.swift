import Foundation

extension Session {
    /// `kata diff <kata>`: the reference solution against the learner's code, as a unified diff.
    func diff() throws -> ExitStatus {
        let kata = try repository.kata(named: options.operands[0])
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let mine = scratch.appendingPathComponent("yours")
        let reference = scratch.appendingPathComponent("reference")
        try kata.writeCode(kata.exerciseCodeFiles(), into: mine)
        try kata.writeCode(kata.codeFiles(in: kata.afterDirectory), into: reference)
        let outcome = try ProcessRunner.run(
            ["diff", "-ru", "yours", "reference"],
            in: scratch,
            timeout: 30
        )
        let text = outcome.output
            .replacingOccurrences(of: "yours/", with: "your code: ")
            .replacingOccurrences(of: "reference/", with: "reference solution: ")
        if text.isEmpty {
            terminal.say(
                "Your code of kata \(kata.number) is the reference solution, file for file."
            )
        } else {
            terminal.say(text)
        }
        return .success
    }
}
