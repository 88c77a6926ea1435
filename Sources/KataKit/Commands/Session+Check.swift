import Foundation

extension Session {
    /// `kata check [<kata>]`: runs the kata's checker and reports every expectation; after a
    /// pass, a second look at the choices in the learner's code.
    func check() throws -> ExitStatus {
        var state = ProgressState.load(from: repository.root)
        let kata = try chosenKata(state)
        terminal.say("Checking kata \(kata.number) · \(kata.slug) (\(kata.exercisePath))…")
        let (verdict, tampered) = try runCheck(kata, state: &state)
        terminal.say(VerdictSummary.report(verdict, kata: kata, style: style))
        if tampered { terminal.say(tamperWarning(kata)) }
        if verdict.isPass && !tampered {
            let review = Review(kata: kata).lines(style: style)
            if !review.isEmpty {
                terminal.say("")
                review.forEach(terminal.say)
            }
        } else if verdict.compiles, let reading = graphReading(of: kata) {
            terminal.say("")
            terminal.say(reading)
        }
        return verdict.isPass && !tampered ? .success : .failure
    }
}
