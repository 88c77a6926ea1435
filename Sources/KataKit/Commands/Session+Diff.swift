import Foundation

extension Session {
    func diff() throws -> ExitStatus {
        let kata = try repository.kata(named: options.operands[0])
        let outcome = try ProcessRunner.run(
            [
                "diff", "-ru",
                "--label", "your code", "--label", "reference solution",
                kata.exerciseSourcesDirectory.path, kata.afterDirectory.path,
            ],
            in: repository.root,
            timeout: 30
        )
        let text = outcome.output
            .replacingOccurrences(of: kata.exerciseSourcesDirectory.path + "/", with: "your code: ")
            .replacingOccurrences(of: kata.afterDirectory.path + "/", with: "reference solution: ")
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
