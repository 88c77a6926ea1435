import Foundation

extension Session {
    /// The line between two checks: `── checked at 14:02:31 ──…`.
    static func separator(at date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        let label = "── checked at \(formatter.string(from: date)) "
        return label + String(repeating: "─", count: max(0, 72 - label.count))
    }

    /// `kata watch [<kata>]`: checks the kata again each time its files change, until stopped
    /// or told to go on with `n`.
    func watch() throws -> ExitStatus {
        var state = ProgressState.load(from: repository.root)
        let kata = try chosenKata(state)
        terminal.say(
            "Watching kata \(kata.number) · \(kata.slug). Save a file to check it again; Ctrl-C to stop."
        )
        let commands = StandardInputLines()
        var lastFingerprint = ""
        while true {
            let fingerprint = kata.exerciseFingerprint
            if fingerprint != lastFingerprint {
                // Debounce: wait until the files stop changing before checking.
                Thread.sleep(forTimeInterval: 0.3)
                if kata.exerciseFingerprint != fingerprint { continue }
                lastFingerprint = fingerprint
                terminal.say("")
                terminal.say(style.dim(Self.separator(at: Date())))
                let (verdict, tampered) = try runCheck(kata, state: &state)
                terminal.say(VerdictSummary.report(verdict, kata: kata, style: style))
                if tampered { terminal.say(tamperWarning(kata)) }
                if verdict.isPass && !tampered {
                    Review(kata: kata).lines(style: style).forEach(terminal.say)
                    if try firstUnfinished(state) == nil {
                        terminal.say(
                            style.green("Every kata is done. Well refactored!")
                                + " Ctrl-C to stop watching."
                        )
                    } else {
                        terminal.say(
                            "Type `n` and Enter to go on to `swift run kata next`, or keep editing."
                        )
                    }
                }
            }
            if let line = commands.take(), line.trimmingCharacters(in: .whitespaces) == "n" {
                return try next()
            }
            Thread.sleep(forTimeInterval: 0.25)
        }
    }
}
