/// `kata hint [<kata>]`: shows the kata's hints so far and one more.
struct HintCommand: KataSubcommand {
    static let configuration = CommandConfiguration(
        name: "hint",
        abstract: "Show one more hint for a kata.",
        audience: .learner,
        arguments: [.kata(0...1)]
    )

    let kata: String?

    init(_ arguments: ParsedArguments) throws {
        kata = arguments.operands.first
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        let console = context.console
        let kata = try session.chosenKata(self.kata, state: session.loadProgress())
        let hints = try kata.hints()
        guard !hints.isEmpty else {
            console.say("Kata \(kata.number) has no hints; its README walks through the steps.")
            return .success
        }
        var shown = 1
        let saved = session.recordProgress(
            "So it will not be remembered that you have seen this hint."
        ) { state in
            // A count left out of range by hand or by an older kata is brought back into it.
            let before = min(max(state.hintsShown[kata.folder] ?? 0, 0), hints.count)
            shown = min(before + 1, hints.count)
            state.hintsShown[kata.folder] = shown
        }
        for index in 0..<shown {
            console.say(
                console.style.bold("Hint \(index + 1) of \(hints.count)") + " · kata \(kata.number)"
            )
            console.say(hints[index])
            console.say("")
        }
        if shown == hints.count {
            console.say(
                "That was the last hint. `swift run kata diff \(kata.number)` shows the reference solution."
            )
        } else if saved {
            console.say("Run `swift run kata hint \(kata.number)` again for the next one.")
        } else {
            console.say(
                "Your progress could not be saved, so `swift run kata hint \(kata.number)` shows "
                    + "this hint again until it can."
            )
        }
        return .success
    }
}
