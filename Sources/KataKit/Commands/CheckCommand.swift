/// `kata check [<kata>]`: runs the kata's checker and reports every expectation; after a pass,
/// a second look at the choices in the learner's code.
struct CheckCommand: KataSubcommand {
    static let configuration = CommandConfiguration(
        name: "check",
        abstract: "Run a kata's checker and say which expectations hold.",
        audience: .learner,
        arguments: [.kata(0...1)],
        options: [.timeout, .buildTimeout, .json, grade]
    )

    /// `--grade`: the check a grader runs.
    static let grade = OptionDeclaration(
        name: "--grade",
        kind: .flag,
        help: "Check as a grader does: build, then refuse code that could write its own "
            + "verdict before running it."
    )

    let kata: String?
    let limits: CheckLimits
    let json: Bool
    let grading: Bool

    init(_ arguments: ParsedArguments) throws {
        kata = arguments.operands.first
        limits = try arguments.limits(usage: Self.configuration.usage)
        json = arguments.isSet(.json)
        grading = arguments.isSet(Self.grade)
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        let kata = try session.chosenKata(self.kata, state: session.loadProgress())
        let started = context.clock.now()
        if !json {
            context.console.say(
                "Checking kata \(kata.number) · \(kata.slug) (\(kata.exercisePath))…"
            )
        }
        let (verdict, tampering) = try session.runCheck(kata, limits: limits, grading: grading)
        let passed = verdict.isPass && tampering.isEmpty
        if json {
            let seconds = context.clock.now().timeIntervalSince(started)
            context.console.say(
                CheckReport(kata: kata, verdict: verdict, tampering: tampering, seconds: seconds)
                    .json
            )
        } else {
            session.describe(verdict, of: kata, tampering: tampering).forEach(context.console.say)
            if passed { session.prewarmNext(after: kata) }
        }
        return passed ? .success : .failure
    }
}
