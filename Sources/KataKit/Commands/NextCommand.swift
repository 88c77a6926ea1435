/// `kata next`: re-checks what changed, says which kata comes next and how to work on it, and
/// shows the learner's progress.
struct NextCommand: KataSubcommand {
    /// `--open`: open the exercise's files.
    static let openOption = OptionDeclaration(
        name: "--open",
        kind: .flag,
        help: "Open the exercise's files in your editor ($VISUAL, $EDITOR, xed or code)."
    )

    static let configuration = CommandConfiguration(
        name: "next",
        abstract: "Show the next exercise to do, and your progress.",
        audience: .learner,
        options: [
            .timeout,
            .buildTimeout,
            openOption,
        ]
    )

    let limits: CheckLimits
    let open: Bool

    init(_ arguments: ParsedArguments) throws {
        limits = try arguments.limits(usage: Self.configuration.usage)
        open = arguments.isSet(Self.openOption)
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        let console = context.console
        let style = console.style
        let state = session.loadProgress()
        let katas = try session.requireKatas()
        var nextKata: Kata?
        var lastCheck: (CheckVerdict, tampering: [String])?
        var justPassed: [Kata] = []
        for kata in katas {
            let fingerprint = kata.exerciseFingerprint
            if let record = state.checks[kata.folder], record.fingerprint == fingerprint {
                if record.passed { continue }
                nextKata = kata
                break
            }
            // A pristine exercise cannot pass: say so at once, and build it in the background.
            if state.checks[kata.folder] == nil,
                kata.differences(fromVersionIn: kata.beforeDirectory).isEmpty
            {
                nextKata = kata
                break
            }
            let (verdict, tampering) = try session.runCheck(kata, limits: limits)
            if verdict.isPass && tampering.isEmpty {
                justPassed.append(kata)
                continue
            }
            nextKata = kata
            lastCheck = (verdict, tampering)
            break
        }
        session.recordProgress("So `kata list` will not know which kata you are on.") {
            $0.current = nextKata?.folder
        }
        let progress = ProgressState.load(from: session.repository.root, clock: context.clock).state
        let done = katas.filter { progress.isDone($0, fingerprint: $0.exerciseFingerprint) }.count
        for kata in justPassed {
            console.say(style.green("✔ Kata \(kata.number) · \(kata.slug) passes."))
            Review(kata: kata).lines(style: style, width: console.width).forEach(console.say)
            console.say("")
        }

        guard let kata = nextKata else {
            console.say(style.green("All \(katas.count) katas are done. Well refactored!"))
            console.say("")
            console.say(
                "Going further: every lesson ends with alternatives and trade-offs to explore:"
            )
            for kata in katas {
                console.say("  Katas/\(kata.folder)/README.md")
            }
            console.say("")
            console.say(ProgressBar.line(done: done, total: katas.count, columns: console.width))
            return .success
        }
        console.say(style.bold("Next: kata \(kata.number) · \(kata.slug): \(kata.metadata.title)"))
        console.say("")
        console.say(TextWrapping.wrap(kata.metadata.smell, width: min(96, console.width)))
        console.say("")
        console.say("Open:")
        for file in kata.metadata.open {
            console.say("  \(kata.exercisePath)/\(file)")
        }
        console.say(
            "Read:  Katas/\(kata.folder)/README.md (the lesson; design the seam before you code)"
        )
        console.say("Check: cd \(kata.exercisePath) && swift test    (or: swift run kata check)")
        console.say("Stuck: swift run kata hint \(kata.number)")
        if let (verdict, tampering) = lastCheck {
            console.say("")
            session.describe(verdict, of: kata, tampering: tampering, brief: true)
                .forEach(console.say)
        } else if state.checks[kata.folder] == nil {
            console.say("")
            console.say(
                "Not started yet: the exercise still holds the Before code, which its checker rejects."
            )
            if let reading = session.graphReading(of: kata) { console.say(reading) }
        }
        console.say("")
        console.say(ProgressBar.line(done: done, total: katas.count, columns: console.width))
        if open || LearnerSettings.read(in: kata.root).open == true {
            try Editor(context: context).open(kata)
        }
        session.prewarm(kata)
        return .success
    }
}
