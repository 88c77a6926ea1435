/// `kata restore <kata> [<backup>]`: puts a backup back (the newest when none is named), after
/// a backup of what the exercise holds now, and lists the other backups.
struct RestoreCommand: KataSubcommand {
    static let configuration = CommandConfiguration(
        name: "restore",
        abstract: "Put back a backup that reset or solve made of your code.",
        audience: .learner,
        arguments: [
            .kata(1...1),
            ArgumentDeclaration(
                name: "<backup>",
                help: "The backup's name, as `restore` lists them (default: the newest).",
                count: 0...1
            ),
        ]
    )

    let kata: String
    let backup: String?

    init(_ arguments: ParsedArguments) throws {
        kata = arguments.operands[0]
        backup = arguments.operands.dropFirst().first
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        let kata = try session.repository.kata(named: self.kata)
        try kata.requireExercise()
        let backups = session.backups(of: kata)
        return try session.writingExercise(of: kata) {
            try restore(kata, from: backups, in: session)
        }
    }

    private func restore(_ kata: Kata, from backups: Backups, in session: Session) throws
        -> ExitStatus
    {
        let console = session.console
        let existing = backups.all()
        guard let newest = existing.last else {
            throw KataError.refused(
                "Kata \(kata.number) has no backups yet: `reset` and `solve` make one before "
                    + "they replace your code."
            )
        }
        let chosenName = backup ?? newest.name
        let list = existing.map { "  \($0.listed)" }.joined(separator: "\n")
        guard let chosen = existing.first(where: { $0.name == chosenName }) else {
            throw KataError.refused(
                "Kata \(kata.number) has no backup '\(Echo.shown(chosenName))'. Its backups, newest "
                    + "last:\n" + list
            )
        }
        if let damage = chosen.damage {
            throw KataError.refused(
                "The \(backup == nil ? "newest " : "")backup of kata \(kata.number), \(chosen.name), is "
                    + "damaged: \(damage). Nothing was changed. Its backups, newest last "
                    + "(swift run kata restore \(kata.number) <backup>):\n" + list
            )
        }
        let isBefore = chosen.holdsBeforeCode(of: kata)
        let saved = try backups.save()
        try backups.restore(chosen)
        console.say(
            isBefore
                ? "Kata \(kata.number) holds the code of backup \(chosen.name) again: the Before "
                    + "code, as `reset` leaves it."
                : "Kata \(kata.number) holds your version of \(chosen.name) again."
        )
        console.say("What it held a moment ago is saved in \(backups.relativePath)/\(saved.name)/")
        let others = backups.all().filter { $0.name != chosen.name }
        if !others.isEmpty {
            console.say(
                "Other backups, newest last (swift run kata restore \(kata.number) <backup>):"
            )
            others.forEach { console.say("  \($0.listed)") }
        }
        return .success
    }
}
