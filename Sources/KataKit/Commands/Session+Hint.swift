import Foundation

extension Session {
    /// `kata hint [<kata>]`: shows the kata's hints so far and one more.
    func hint() throws -> ExitStatus {
        var state = ProgressState.load(from: repository.root)
        let kata = try chosenKata(state)
        let hints = try kata.hints()
        guard !hints.isEmpty else {
            terminal.say("Kata \(kata.number) has no hints; its README walks through the steps.")
            return .success
        }
        let shown = min((state.hintsShown[kata.folder] ?? 0) + 1, hints.count)
        state.hintsShown[kata.folder] = shown
        try state.save(to: repository.root)
        for index in 0..<shown {
            terminal.say(
                style.bold("Hint \(index + 1) of \(hints.count)") + " · kata \(kata.number)"
            )
            terminal.say(hints[index])
            terminal.say("")
        }
        if shown == hints.count {
            terminal.say(
                "That was the last hint. `swift run kata diff \(kata.number)` shows the reference solution."
            )
        } else {
            terminal.say("Run `swift run kata hint \(kata.number)` again for the next one.")
        }
        return .success
    }
}
