import Foundation
import SourceFacts

/// `kata verify [<kata> …]`: the instructor's proof that every checker rejects the Before code,
/// each mutant and each generated mutant, and accepts the reference solution and each
/// alternative, with the consistency of the repository's three places for each kata.
struct VerifyCommand: KataSubcommand {
    static let configuration = CommandConfiguration(
        name: "verify",
        abstract: "Prove that every checker rejects the before code and the mutants, and accepts "
            + "the reference solution and the alternatives.",
        audience: .author,
        arguments: [.kata(0...Int.max)],
        options: [.timeout, partOption]
    )

    /// `--part <i>/<n>`: one part of the wrong and valid versions, for a CI that cannot wait
    /// for them all.
    static let partOption = OptionDeclaration(
        name: "--part",
        kind: .value(placeholder: "<i>/<n>"),
        help: "Check only part i of n of the mutants, alternatives and generated mutants (each "
            + "version is in one part, by its name), beside every kata's Before code, reference "
            + "solution and own test."
    )

    let katas: [String]
    let timeout: Double
    let part: VerificationPart?

    init(_ arguments: ParsedArguments) throws {
        katas = arguments.operands
        timeout = try arguments.timeout(usage: Self.configuration.usage)
        part = try arguments.value(of: Self.partOption).map { text in
            guard let part = VerificationPart(text) else {
                throw UsageError(
                    message: "--part \(Echo.shown(text)) is not a part: give i/n, a number of "
                        + "parts n from 1 to \(VerificationPart.most) and a part i from 1 to n, "
                        + "for example 2/6.",
                    usage: Self.configuration.usage
                )
            }
            return part
        }
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        let repository = session.repository
        let katas = try session.katas(named: self.katas)
        let started = context.clock.now()
        let table = VerificationTable(style: context.console.style)
        let console = context.console
        console.say(table.header)
        // One more kata than there are cores: a check is mostly one process at a time (SwiftPM
        // planning, one file compiled, a link, the tests), and the extra job fills the gaps.
        // On two cores, three katas verify in 147 s at once where two at a time took 166–182 s;
        // all ten take the same either way (904 s against 912 s): the longest kata sets it.
        let jobs =
            context.environment["KATA_VERIFY_JOBS"].flatMap(Int.init)
            ?? min(4, ProcessInfo.processInfo.activeProcessorCount + 1)
        let consistency = RepositoryConsistency(
            repository: repository,
            processes: context.processes
        )
        let times = KataTimes()
        var verification = Verification(
            repository: repository,
            consistency: consistency,
            testTimeout: timeout,
            processes: context.processes
        )
        verification.part = part
        var rows = try verification.run(
            katas,
            jobs: jobs,
            timed: times.record
        ) { row in
            console.say(table.line(row))
        }
        for stray in consistency.strays() {
            let row = Verification.Row(
                kata: "repository",
                variant: "every kata has its three places",
                expected: "agree",
                actual: stray,
                isCorrect: false
            )
            console.say(table.line(row))
            rows.append(row)
        }
        for kata in katas where kata.checkerFingerprint != kata.metadata.checker {
            let row = Verification.Row(
                kata: kata.folder,
                variant: "checker fingerprint in kata.json",
                expected: "identical",
                actual:
                    "kata.json says \(kata.metadata.checker), the checker is "
                    + "\(kata.checkerFingerprint); after a deliberate change, run "
                    + "`swift run kata fingerprint --author \(kata.number)`",
                isCorrect: false
            )
            console.say(table.line(row))
            rows.append(row)
        }
        let wrong = rows.filter { !$0.isCorrect }.count
        let seconds = Int(context.clock.now().timeIntervalSince(started).rounded())
        let generated = rows.compactMap(\.generated).reduce(Verification.GeneratedScore(), +)
        console.say("")
        console.say("\(rows.count - wrong) passed, \(wrong) failed")
        // The table is long; what went wrong is said again where a log's tail shows it.
        for row in rows where !row.isCorrect {
            console.say("  \(table.line(row))")
        }
        console.say("Verified \(katas.count) katas in \(seconds) s (\(times.summary)).")
        console.say("generated mutants: \(generated.summary)")
        if let part {
            console.say(
                "This was \(part.description) of the mutants, alternatives and generated "
                    + "mutants; `kata verify` without --part checks them all."
            )
        }
        return wrong == 0 ? .success : .failure
    }
}

/// How long each kata took to verify, as the jobs finish them.
private final class KataTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: [(kata: String, seconds: Int)] = []

    func record(_ kata: Kata, _ taken: Int) {
        lock.withLock { seconds.append((kata.folder, taken)) }
    }

    /// `09 214 s, 05 160 s, …`: the slowest first.
    var summary: String {
        lock.withLock {
            seconds.sorted { ($0.seconds, $1.kata) > ($1.seconds, $0.kata) }
                .map { "\($0.kata.prefix(2)) \($0.seconds) s" }
                .joined(separator: ", ")
        }
    }
}
