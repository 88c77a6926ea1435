import Foundation

extension Session {
    /// `kata verify [<kata> …]`: the instructor's proof that every checker rejects the Before
    /// code and each mutant and accepts the reference solution and each alternative, with the
    /// consistency of the repository's three places for each kata.
    func verify() throws -> ExitStatus {
        let katas = try namedKatas()
        let started = Date()
        let table = VerificationTable(style: style)
        terminal.say(table.header)
        let terminal = terminal
        let jobs =
            ProcessInfo.processInfo.environment["KATA_VERIFY_JOBS"].flatMap(Int.init)
            ?? min(2, ProcessInfo.processInfo.activeProcessorCount)
        var rows = try Verification(repository: repository, testTimeout: timeout).run(
            katas,
            jobs: jobs
        ) { row in
            terminal.say(table.line(row))
        }
        for stray in RepositoryConsistency.strays(in: repository) {
            let row = Verification.Row(
                kata: "repository",
                variant: "every kata has its three places",
                expected: "agree",
                actual: stray,
                isCorrect: false
            )
            terminal.say(table.line(row))
            rows.append(row)
        }
        for kata in katas where kata.checkerFingerprint != kata.metadata.checker {
            let row = Verification.Row(
                kata: kata.folder,
                variant: "checker fingerprint in kata.json",
                expected: "identical",
                actual:
                    "kata.json says \(kata.metadata.checker), the checker is "
                    + "\(kata.checkerFingerprint); after a deliberate change, run "
                    + "`swift run kata fingerprint \(kata.number)`",
                isCorrect: false
            )
            terminal.say(table.line(row))
            rows.append(row)
        }
        let wrong = rows.filter { !$0.isCorrect }.count
        let seconds = Int(Date().timeIntervalSince(started).rounded())
        let generated = rows.compactMap(\.generated).reduce(Verification.GeneratedScore(), +)
        terminal.say("")
        terminal.say("\(rows.count - wrong) passed, \(wrong) failed")
        terminal.say("Verified \(katas.count) katas in \(seconds) s.")
        terminal.say("generated mutants: \(generated.summary)")
        return wrong == 0 ? .success : .failure
    }
}
