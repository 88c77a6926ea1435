/// `kata list`: every kata with its state, from what the last checks recorded, and the
/// progress bar.
struct ListCommand: KataSubcommand {
    static let configuration = CommandConfiguration(
        name: "list",
        abstract: "List every kata with its state.",
        audience: .learner,
        options: [.json]
    )

    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        json = arguments.isSet(.json)
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        let state = session.loadProgress()
        let katas = try session.requireKatas()
        let firstUnfinished = try session.firstUnfinished(state)
        let current = state.current ?? firstUnfinished?.folder
        let entries = katas.map { kata in
            ListReport.Entry(
                kata: kata,
                status: KataStatus(kata, in: state),
                current: kata.folder == current
            )
        }
        if json {
            context.console.say(ListReport(entries: entries).json)
            return .success
        }
        let style = context.console.style
        for entry in entries {
            let status: String
            switch entry.status {
            case .done: status = style.green("done")
            case .changedSincePassing:
                status = style.yellow(
                    "changed since it passed: swift run kata check \(entry.kata.number)"
                )
            case .notStarted: status = "not started"
            case .pending: status = style.yellow("pending")
            case .missing:
                status = style.red(
                    "missing: \(entry.kata.exercisePath) is gone (git checkout -- "
                        + "\(entry.kata.exercisePath) brings it back)"
                )
            }
            let marker = entry.current ? "▶" : " "
            let name = "\(entry.kata.number) \(entry.kata.slug)"
                .padding(toLength: 24, withPad: " ", startingAt: 0)
            context.console.say("\(marker) \(name) \(status)")
        }
        context.console.say("")
        let done = entries.filter { $0.status == .done }.count
        context.console.say(
            ProgressBar.line(done: done, total: katas.count, columns: context.console.width)
        )
        return .success
    }
}
