import Foundation
import Spelling

/// How the `kata` command ends.
public enum ExitStatus: Int32, Sendable {
    /// It did what was asked, and a check passed.
    case success = 0
    /// A check did not pass, or something went wrong while doing what was asked.
    case failure = 1
    /// The command line was wrong: an unknown command, kata or option.
    case usage = 64
    /// Ctrl-C or another signal stopped it, as a shell reports an interrupted command.
    case interrupted = 130
}

/// The `kata` command line: reads the arguments, runs the command, reports.
public struct KataCommand {
    /// The tool's version, for `--version` and the JSON documents.
    public static let version = "1.1.0"

    /// One command: its declaration, and how to make it from a parsed command line.
    struct Entry: Sendable {
        let configuration: CommandConfiguration
        let make: @Sendable (ParsedArguments) throws -> any KataSubcommand

        init<Command: KataSubcommand>(_ command: Command.Type) {
            configuration = Command.configuration
            make = { try Command($0) }
        }
    }

    /// Every command, learners' first.
    static let commands: [Entry] = [
        Entry(NextCommand.self), Entry(ListCommand.self), Entry(CheckCommand.self),
        Entry(WatchCommand.self), Entry(HintCommand.self), Entry(GraphCommand.self),
        Entry(ResetCommand.self), Entry(RestoreCommand.self), Entry(DiffCommand.self),
        Entry(SolveCommand.self), Entry(VerifyCommand.self), Entry(MutantsCommand.self),
        Entry(FingerprintCommand.self), Entry(DiagramsCommand.self), Entry(NewCommand.self),
        Entry(SolutionBranchCommand.self), Entry(ClassroomCommand.self),
    ]

    let arguments: [String]
    let context: CommandContext

    /// The command for `arguments` (without the program's name), run with what `context`
    /// gives it.
    init(arguments: [String], context: CommandContext) {
        self.arguments = arguments
        self.context = context
    }

    /// Prepares the command for `arguments`, run from `workingDirectory` with this machine's
    /// terminal, processes, clock and files.
    public init(arguments: [String], workingDirectory: URL) {
        let console = TerminalConsole()
        self.init(
            arguments: arguments,
            context: CommandContext(
                workingDirectory: workingDirectory,
                console: console,
                processes: LocalProcessRunner(
                    onLeftovers: { count in
                        console.say(
                            console.style.dim(
                                "Stopped \(count) process\(count == 1 ? "" : "es") that an "
                                    + "earlier check, itself stopped outright, had left running "
                                    + "in this exercise."
                            )
                        )
                    }
                ) {
                    console.say(
                        console.style.dim(
                            "Waiting for another build of this exercise to finish (another "
                                + "`kata` or `swift` works in its .build folder)…"
                        )
                    )
                },
                clock: SystemClock(),
                fileSystem: LocalFileSystem(),
                input: StandardInputLines(),
                environment: ProcessInfo.processInfo.environment
            )
        )
    }

    /// Runs the command and returns how it ended.
    public func run() -> ExitStatus {
        let status = runAndReport()
        guard context.console.lostOutput, status == .success else { return status }
        context.console.complain(
            "error: what this command printed could not all be written (a full disk or a closed "
                + "pipe), so it ends as failed."
        )
        return .failure
    }

    private func runAndReport() -> ExitStatus {
        let console = context.console
        do {
            return try dispatch()
        } catch let error as UsageError {
            console.complain("error: \(error.message)")
            console.complain("Usage: \(error.usage)")
            console.complain("See `swift run kata --help`.")
            return .usage
        } catch let error as KataError {
            switch error {
            case .interrupted:
                console.complain("\(error)")
                return .interrupted
            case .notInRepository, .unknownKata, .ambiguousKata:
                console.complain("error: \(error)")
                return .usage
            default:
                console.complain("error: \(error)")
                return .failure
            }
        } catch {
            console.complain("error: \(Self.plainWords(for: error))")
            return .failure
        }
    }

    /// A file system's refusal in plain words, with the path and what to do; anything else as
    /// it describes itself.
    static func plainWords(for error: any Error) -> String {
        let error = error as NSError
        guard error.domain == NSCocoaErrorDomain else { return "\(error)" }
        let path =
            (error.userInfo[NSFilePathErrorKey] as? String)
            ?? (error.userInfo[NSURLErrorKey] as? URL)?.path
        let reason: String
        switch CocoaError.Code(rawValue: error.code) {
        case .fileWriteOutOfSpace:
            reason = "the disk is full. Free some space, then run the command again"
        case .fileWriteNoPermission, .fileReadNoPermission:
            reason = "permission denied. Make it writable (`chmod u+w`), then run the command again"
        case .fileWriteVolumeReadOnly:
            reason = "the disk is read-only"
        case .fileNoSuchFile, .fileReadNoSuchFile:
            reason = "no such file or folder"
        case .fileWriteFileExists:
            reason = "something is in the way there already"
        default:
            reason =
                "it could not be written or read (is a file where a folder should be, or the "
                + "other way round?)"
        }
        return "\(path.map { "at \($0): " } ?? "")\(reason)."
    }

    private func dispatch() throws -> ExitStatus {
        let console = context.console
        guard let name = arguments.first else {
            console.say(Self.overview)
            return .success
        }
        if name == "--version" {
            console.say("kata \(Self.version)")
            return .success
        }
        if name == "--help" || name == "-h" || name == "help" {
            guard arguments.count > 1 else {
                console.say(Self.overview)
                return .success
            }
            console.say(try Self.command(named: arguments[1]).configuration.help)
            return .success
        }
        let command = try Self.command(named: name)
        let parsed = try ParsedArguments(Array(arguments.dropFirst()), for: command.configuration)
        if parsed.help {
            console.say(command.configuration.help)
            return .success
        }
        // Outside a repository there is no exercise of its own to clean up after.
        if let root = Repository.root(containing: context.workingDirectory) {
            reportLeftovers(context.processes.stopLeftovers(under: root))
        }
        return try command.make(parsed).run(context)
    }

    /// Says what an earlier `kata`, killed outright, had left running, now stopped.
    private func reportLeftovers(_ stopped: [String: Int]) {
        let console = context.console
        let here = context.workingDirectory.standardizedFileURL.path + "/"
        for (folder, count) in stopped.sorted(by: { $0.key < $1.key }) {
            let shown = folder.hasPrefix(here) ? String(folder.dropFirst(here.count)) : folder
            console.complain(
                console.style.dim(
                    "Stopped \(count) process\(count == 1 ? "" : "es") that an earlier `kata`, "
                        + "itself stopped outright, had left running in \(shown)."
                )
            )
        }
    }

    /// The command called `name`, or a usage error that suggests the closest one.
    static func command(named name: String) throws -> Entry {
        if let command = commands.first(where: { $0.configuration.name == name }) {
            return command
        }
        let names = commands.map(\.configuration.name)
        let hint = Spelling.closest(to: name, among: names, comparing: { $0.lowercased() })
            .map { " Did you mean `\($0)`?" }
        throw UsageError(
            message: "unknown command '\(Echo.shown(name))'.\(hint ?? "")",
            usage: "swift run kata <command>"
        )
    }

    /// What `kata --help` prints: the commands for learners, then those for authors.
    static var overview: String {
        func section(_ audience: CommandConfiguration.Audience) -> [String] {
            commands.map(\.configuration).filter { $0.audience == audience }.flatMap {
                CommandConfiguration.entry($0.name, $0.abstract)
            }
        }
        return
            ([
                "OVERVIEW: Refactoring katas for the Dependency Inversion Principle.",
                "",
                "USAGE: swift run kata <command> [<kata>] [options]",
                "",
                "Start with `swift run kata next`.",
                "",
                "COMMANDS:",
            ] + section(.learner) + ["", "AUTHORING COMMANDS:"] + section(.author) + [
                "",
                "OPTIONS:",
                "  --version               Show the version.",
                "  -h, --help              Show help information.",
                "",
                "  See `swift run kata help <command>` for a command's own help.",
            ]).joined(separator: "\n")
    }
}
