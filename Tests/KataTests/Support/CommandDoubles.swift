import Foundation
import Mock
import Testing

@testable import KataKit

/// A console that keeps what a command says, through this package's own `Mock`.
final class ConsoleDouble: Console, Sendable {
    let mock = Mock("console")
    let style = TextStyle(colored: false)
    let width = 100

    func say(_ text: String) { mock.record(text) }
    func complain(_ text: String) { mock.record(text) }

    /// Everything said on standard output, a line each.
    var output: String { lines(of: "say(_:)") }
    /// Everything said on standard error, a line each.
    var errors: String { lines(of: "complain(_:)") }

    private func lines(of method: String) -> String {
        mock.calls.filter { $0.method == method }
            .compactMap { try? $0.argument(0, as: String.self) }
            .map { $0 + "\n" }.joined()
    }
}

/// Programs run as the test stubs them: every run recorded. A program the test names in
/// `running` (`git`, `diff`) runs for real when no stub answers it; any other unstubbed run is a
/// failure of the test, never the real thing done quietly.
final class ProcessesDouble: ProcessRunning, Sendable {
    let mock = Mock("processes")
    /// The real runner, which leaves the orphans of this test process alone: a test beside it
    /// may expect them (`EndToEndTests`).
    private let real = LocalProcessRunner(adoptsOrphans: false)
    private let running: Set<String>

    init(running: Set<String> = []) {
        self.running = running
    }

    /// What an unstubbed run throws.
    struct NotStubbed: Error, CustomStringConvertible {
        let arguments: [String]
        var description: String { "the test did not stub \(arguments.joined(separator: " "))" }
    }

    func run(
        _ arguments: [String],
        in directory: URL,
        limit: TimeLimit,
        environment: [String: String]
    ) throws -> ProcessOutcome {
        try mock.record(
            arguments,
            directory,
            fallback: Result {
                guard let program = arguments.first, running.contains(program) else {
                    let command = arguments.prefix(4).joined(separator: " ")
                    let program = arguments.first ?? ""
                    Issue.record(
                        Comment(
                            rawValue: "A test ran \(command) for real: stub it, or make the "
                                + "double with running: [\"\(program)\"]."
                        )
                    )
                    throw NotStubbed(arguments: arguments)
                }
                return try real.run(
                    arguments,
                    in: directory,
                    limit: limit,
                    environment: environment
                )
            }
        ).get()
    }

    func startInBackground(_ arguments: [String], in directory: URL) throws -> Int32 {
        mock.record(arguments, directory, fallback: Int32(4242))
    }

    func stopInBackground(_ pid: Int32) {
        mock.record(pid)
    }

    func stopLeftovers(under root: URL) -> [String: Int] {
        mock.record(root, fallback: [String: Int]())
    }

    func isRunningInBackground(_ pid: Int32) -> Bool {
        mock.record(pid, fallback: true)
    }

    func runInteractively(_ arguments: [String], in directory: URL) throws -> Int32 {
        mock.record(arguments, directory, fallback: Int32(0))
    }

    /// Makes every program run end as `ending`, after printing `output`.
    func stubEveryRun(ending: ProcessOutcome.Ending, output: String) {
        mock.stub(
            "run(_:in:limit:environment:)",
            returning: Result<ProcessOutcome, any Error>.success(
                ProcessOutcome(ending: ending, output: output)
            )
        )
    }

    /// Makes every `swift test` write `lines` as its event stream and end as `ending` says,
    /// after printing `output` (a build's "Build complete!" unless told otherwise).
    func stubTests(
        _ lines: [String],
        ending: ProcessOutcome.Ending = .exited(0),
        output: String =
            "Build complete! (0.50s)\n✔ Test run with 3 tests passed after 0.1 seconds.\n"
    ) {
        mock.stub(
            "run(_:in:limit:environment:)",
            answers: .computing { call in
                let arguments = try call.argument(0, as: [String].self)
                if let index = arguments.firstIndex(of: "--event-stream-output-path") {
                    try (lines.joined(separator: "\n") + "\n")
                        .write(toFile: arguments[index + 1], atomically: true, encoding: .utf8)
                }
                return Result<ProcessOutcome, any Error>.success(
                    ProcessOutcome(ending: ending, output: output)
                )
            }
        )
    }

    /// The arguments of every program run so far, in order.
    var commands: [[String]] {
        mock.calls.filter { $0.method == "run(_:in:limit:environment:)" }
            .compactMap { try? $0.argument(0, as: [String].self) }
    }
}

/// A clock that does not wait: `sleep` moves its time on at once.
final class ClockDouble: Clock, @unchecked Sendable {
    let mock = Mock("clock")
    private let lock = NSLock()
    private var time = Date(timeIntervalSince1970: 1_800_000_000)

    func now() -> Date { lock.withLock { time } }

    func sleep(_ seconds: Double) {
        mock.record(seconds)
        lock.withLock { time += seconds }
    }
}

/// What a person types, line by line, once `watch` has polled `afterPolls` times.
final class InputDouble: LineSource, @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String]
    private var polls = 0
    private let afterPolls: Int

    init(_ lines: [String] = [], afterPolls: Int = 0) {
        self.lines = lines
        self.afterPolls = afterPolls
    }

    func take() -> String? {
        lock.withLock {
            polls += 1
            guard polls > afterPolls, !lines.isEmpty else { return nil }
            return lines.removeFirst()
        }
    }
}

/// What one command did, run in this process.
struct CommandResult {
    let status: KataKit.ExitStatus
    let output: String
    let errors: String
}

extension FixtureRepository {
    /// Runs `kata` with `arguments` from `folder` (relative to the root) in this process, with
    /// doubles for the world; background builds are off unless `environment` turns them on.
    func run(
        _ arguments: String...,
        from folder: String = "",
        processes: ProcessesDouble = ProcessesDouble(),
        clock: ClockDouble = ClockDouble(),
        input: InputDouble = InputDouble(),
        fileSystem: any FileSystem = LocalFileSystem(),
        environment: [String: String] = ["KATA_PREWARM": "0"]
    ) -> CommandResult {
        run(
            arguments,
            from: folder,
            processes: processes,
            clock: clock,
            input: input,
            fileSystem: fileSystem,
            environment: environment
        )
    }

    /// Runs `kata` with `arguments`, as the variadic form does.
    func run(
        _ arguments: [String],
        from folder: String = "",
        processes: ProcessesDouble = ProcessesDouble(),
        clock: ClockDouble = ClockDouble(),
        input: InputDouble = InputDouble(),
        fileSystem: any FileSystem = LocalFileSystem(),
        environment: [String: String] = ["KATA_PREWARM": "0"]
    ) -> CommandResult {
        let console = ConsoleDouble()
        let status = KataCommand(
            arguments: arguments,
            context: CommandContext(
                workingDirectory: root.appendingPathComponent(folder),
                console: console,
                processes: processes,
                clock: clock,
                fileSystem: fileSystem,
                input: input,
                // The tests behave alike on a laptop and under CI: `CI`, which turns background
                // builds off, is only what the test gives.
                environment: ProcessInfo.processInfo.environment.filter { $0.key != "CI" }
                    .merging(environment) { _, new in new }
            )
        ).run()
        return CommandResult(status: status, output: console.output, errors: console.errors)
    }
}
