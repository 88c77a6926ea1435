/// `kata mutants [<kata> …]`: the mutants `kata verify` generates from each reference solution,
/// each with what it changes, and whether `kata.json` lists it as equivalent.
struct MutantsCommand: KataSubcommand {
    static let configuration = CommandConfiguration(
        name: "mutants",
        abstract: "List the mutants `verify` generates from each reference solution.",
        audience: .author,
        arguments: [.kata(0...Int.max)]
    )

    let katas: [String]

    init(_ arguments: ParsedArguments) throws {
        katas = arguments.operands
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        let console = context.console
        for kata in try session.katas(named: katas) {
            let mutants = try MutantGenerator(kata: kata).mutants()
            let equivalent = Set((kata.metadata.equivalentMutants ?? []).map(\.name))
            console.say(console.style.bold("\(kata.folder): \(mutants.count) generated mutants"))
            for mutant in mutants {
                let mark = equivalent.contains(mutant.name) ? " (equivalent)" : ""
                console.say("  \(mutant.name)\(mark)")
                console.say("    \(mutant.summary)")
                for line in mutant.change(to: kata).split(separator: "\n") {
                    console.say("      \(line)")
                }
            }
        }
        return .success
    }
}
