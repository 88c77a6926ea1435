import Foundation
import SourceFacts

/// `kata watch [<kata>]`: checks the kata again each time its files change, until stopped or
/// told to go on with `n`.
struct WatchCommand: KataSubcommand {
    static let configuration = CommandConfiguration(
        name: "watch",
        abstract: "Check a kata again whenever its files change.",
        audience: .learner,
        arguments: [.kata(0...1)],
        options: [.timeout, .buildTimeout]
    )

    let kata: String?
    let limits: CheckLimits

    init(_ arguments: ParsedArguments) throws {
        kata = arguments.operands.first
        limits = try arguments.limits(usage: Self.configuration.usage)
    }

    /// The line between two checks: `── checked at 14:02:31 ──…`.
    static func separator(at date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        let label = "── checked at \(formatter.string(from: date)) "
        return label + String(repeating: "─", count: max(0, 72 - label.count))
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        let console = context.console
        let style = console.style
        let kata = try session.chosenKata(self.kata, state: session.loadProgress())
        console.say(
            "Watching kata \(kata.number) · \(kata.slug). Save a file to check it again; Ctrl-C to stop."
        )
        var seen: ExerciseStamp?
        var checkedFingerprint: String?
        var changesByChecks = 0
        while true {
            // A stamp of sizes and times costs little; the fingerprint reads every byte, so it
            // is taken only when the stamp moves.
            let stamp = ExerciseStamp(of: kata)
            if stamp != seen {
                context.clock.sleep(0.3)  // until the files stop changing
                let settled = ExerciseStamp(of: kata)
                if settled != stamp {
                    seen = nil
                    continue
                }
                seen = settled
                let fingerprint = kata.exerciseFingerprint
                if fingerprint != checkedFingerprint {
                    console.say("")
                    console.say(style.dim(Self.separator(at: context.clock.now())))
                    let (verdict, tampering) = try session.runCheck(kata, limits: limits)
                    session.describe(verdict, of: kata, tampering: tampering)
                        .forEach(console.say)
                    if verdict.isPass && tampering.isEmpty {
                        if try session.firstUnfinished(session.loadProgress()) == nil {
                            console.say(
                                style.green("Every kata is done. Well refactored!")
                                    + " Ctrl-C to stop watching."
                            )
                        } else {
                            console.say(
                                "Type `n` and Enter to go on to `swift run kata next`, or keep editing."
                            )
                            session.prewarmNext(after: kata)
                        }
                    }
                    // Code that writes into its own sources while its tests run would make
                    // watch check again for ever: a change made by a check is taken once, not
                    // twice in a row.
                    let after = kata.exerciseFingerprint
                    changesByChecks = after == fingerprint ? 0 : changesByChecks + 1
                    checkedFingerprint = changesByChecks > 1 ? after : fingerprint
                    if changesByChecks > 1 {
                        console.say(
                            style.yellow(
                                "! Your tests changed the exercise's files while they ran; watch "
                                    + "waits for your next save."
                            )
                        )
                        changesByChecks = 0
                    }
                    seen = ExerciseStamp(of: kata)
                }
            }
            if let line = context.input.take(), line.trimmingCharacters(in: .whitespaces) == "n" {
                return try NextCommand(ParsedArguments([], for: NextCommand.configuration))
                    .run(context)
            }
            context.clock.sleep(0.25)
        }
    }
}

/// The size and modification time of every file a check depends on: cheap to take, and
/// different whenever a file is saved.
struct ExerciseStamp: Equatable {
    private let entries: [String]

    init(of kata: Kata) {
        var entries: [String] = []
        for place in ["Package.swift", "Sources", "Tests"] {
            for (path, url) in Fingerprint.files(
                under: kata.exerciseDirectory.appendingPathComponent(place)
            ) {
                let status = FileStatus(path: url.path)
                let time = status?.modified.timeIntervalSince1970 ?? 0
                entries.append("\(place)/\(path) \(status?.size ?? -1) \(time)")
            }
        }
        self.entries = entries
    }
}
