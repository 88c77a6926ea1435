import Foundation

extension Session {
    /// `kata next`: re-checks what changed, says which kata comes next and how to work on it,
    /// and shows the learner's progress.
    func next() throws -> ExitStatus {
        var state = ProgressState.load(from: repository.root)
        let katas = try requireKatas()
        var nextKata: Kata?
        var lastVerdict: CheckVerdict?
        var justPassed: [Kata] = []
        for kata in katas {
            let fingerprint = kata.exerciseFingerprint
            if let record = state.checks[kata.folder], record.fingerprint == fingerprint {
                if record.passed { continue }
                nextKata = kata
                break
            }
            let (verdict, tampered) = try runCheck(kata, state: &state)
            if verdict.isPass && !tampered {
                justPassed.append(kata)
                continue
            }
            nextKata = kata
            lastVerdict = verdict
            break
        }
        state.current = nextKata?.folder
        try state.save(to: repository.root)
        let done = katas.filter { state.isDone($0, fingerprint: $0.exerciseFingerprint) }.count
        for kata in justPassed {
            terminal.say(style.green("✔ Kata \(kata.number) · \(kata.slug) passes."))
            let review = Review(kata: kata).lines(style: style)
            review.forEach(terminal.say)
            terminal.say("")
        }

        guard let kata = nextKata else {
            terminal.say(style.green("All \(katas.count) katas are done. Well refactored!"))
            terminal.say("")
            terminal.say(
                "Going further: every lesson ends with alternatives and trade-offs to explore:"
            )
            for kata in katas {
                terminal.say("  Katas/\(kata.folder)/README.md")
            }
            terminal.say("")
            terminal.say(ProgressBar.line(done: done, total: katas.count))
            return .success
        }
        terminal.say(style.bold("Next: kata \(kata.number) · \(kata.slug): \(kata.metadata.title)"))
        terminal.say("")
        terminal.say(TextWrapping.wrap(kata.metadata.smell, width: 96))
        terminal.say("")
        terminal.say("Open:")
        for file in kata.metadata.open {
            terminal.say("  \(kata.exercisePath)/\(file)")
        }
        terminal.say(
            "Read:  Katas/\(kata.folder)/README.md (the lesson; design the seam before you code)"
        )
        terminal.say("Check: cd \(kata.exercisePath) && swift test    (or: swift run kata check)")
        terminal.say("Stuck: swift run kata hint \(kata.number)")
        if let lastVerdict {
            terminal.say("")
            terminal.say("Checked just now: \(VerdictSummary.short(lastVerdict)).")
            if lastVerdict.compiles, let reading = graphReading(of: kata) {
                terminal.say(reading)
            }
        }
        terminal.say("")
        terminal.say(ProgressBar.line(done: done, total: katas.count))
        return .success
    }
}
