import Foundation

/// `kata diff <kata>`: the reference solution against the learner's code, as a unified diff.
struct DiffCommand: KataSubcommand {
    static let configuration = CommandConfiguration(
        name: "diff",
        abstract: "Show the reference solution against your code.",
        audience: .learner,
        arguments: [.kata(1...1)]
    )

    let kata: String

    init(_ arguments: ParsedArguments) throws {
        kata = arguments.operands[0]
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        let kata = try session.repository.kata(named: self.kata)
        try kata.requireExercise()
        let referenceFiles = kata.codeFiles(in: kata.afterDirectory)
        guard !referenceFiles.isEmpty else {
            throw KataError.refused(
                "Kata \(kata.number) has no reference solution to compare with: Katas/"
                    + "\(kata.folder)/After is missing or empty. `git status` shows what happened "
                    + "to it; `git checkout -- Katas/\(kata.folder)/After` brings it back."
            )
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let mine = scratch.appendingPathComponent("yours")
        let reference = scratch.appendingPathComponent("reference")
        try kata.writeCode(kata.exerciseCodeFiles(), into: mine)
        try kata.writeCode(referenceFiles, into: reference)
        let outcome: ProcessOutcome
        do {
            outcome = try context.processes.run(
                ["diff", "-ru", "yours", "reference"],
                in: scratch,
                timeout: 30
            )
        } catch {
            throw KataError.refused(
                "`diff` is needed to compare the code, and it could not be run."
            )
        }
        switch outcome.ending {
        case .exited(0):
            context.console.say(
                "Your code of kata \(kata.number) is the reference solution, file for file."
            )
        case .exited(1):
            context.console.say(
                outcome.output
                    .replacingOccurrences(of: "yours/", with: "your code: ")
                    .replacingOccurrences(of: "reference/", with: "reference solution: ")
            )
        case .exited(127):
            throw KataError.refused(
                "`diff` is needed to compare the code; install diffutils and try again."
            )
        default:
            throw KataError.refused(
                "`diff` could not compare the code: "
                    + outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
            )
        }
        return .success
    }
}
