import Foundation

extension Session {
    /// `kata list`: every kata with its state, from what the last checks recorded, and the
    /// progress bar.
    func list() throws -> ExitStatus {
        let state = ProgressState.load(from: repository.root)
        let katas = try requireKatas()
        let firstUnfinished = try firstUnfinished(state)
        let current = state.current ?? firstUnfinished?.folder
        var done = 0
        for kata in katas {
            let fingerprint = kata.exerciseFingerprint
            let status: String
            let record = state.checks[kata.folder]
            if state.isDone(kata, fingerprint: fingerprint) {
                status = style.green("done")
                done += 1
            } else if let record, record.passed, record.fingerprint != fingerprint {
                status = style.yellow(
                    "changed since it passed: swift run kata check \(kata.number)"
                )
            } else if kata.differences(fromVersionIn: kata.beforeDirectory).isEmpty {
                status = "not started"
            } else {
                status = style.yellow("pending")
            }
            let marker = kata.folder == current ? "▶" : " "
            let name = "\(kata.number) \(kata.slug)".padding(
                toLength: 24,
                withPad: " ",
                startingAt: 0
            )
            terminal.say("\(marker) \(name) \(status)")
        }
        terminal.say("")
        terminal.say(ProgressBar.line(done: done, total: katas.count))
        return .success
    }
}
