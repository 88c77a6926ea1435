/// `kata diagrams [<kata> …]`: draws the Before and After diagrams of each lesson anew.
struct DiagramsCommand: KataSubcommand {
    static let configuration = CommandConfiguration(
        name: "diagrams",
        abstract: "Draw the Before and After diagrams of each kata's README anew.",
        audience: .author,
        arguments: [.kata(0...Int.max)]
    )

    let katas: [String]

    init(_ arguments: ParsedArguments) throws {
        katas = arguments.operands
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        for kata in try session.katas(named: katas) {
            let file = kata.lessonDirectory.appendingPathComponent("README.md")
            let text = try String(contentsOf: file, encoding: .utf8)
            let updated = try LessonDiagrams.updated(text, for: kata, processes: context.processes)
            if updated == text {
                context.console.say("\(kata.folder): diagrams unchanged")
            } else {
                try updated.write(to: file, atomically: true, encoding: .utf8)
                context.console.say("\(kata.folder): diagrams drawn anew")
            }
        }
        return .success
    }
}
