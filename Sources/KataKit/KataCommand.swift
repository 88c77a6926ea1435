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
    /// The tool's version, for `--version`.
    public static let version = "1.0.0"

    let arguments: [String]
    let workingDirectory: URL
    let terminal: Terminal

    /// Prepares the command for `arguments` (without the program's name), run from
    /// `workingDirectory`.
    public init(arguments: [String], workingDirectory: URL, terminal: Terminal) {
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.terminal = terminal
    }

    /// Runs the command and returns how it ended.
    public func run() -> ExitStatus {
        do {
            return try dispatch()
        } catch let error as UsageError {
            terminal.complain("error: \(error.message)")
            terminal.complain("Usage: \(error.usage)")
            terminal.complain("See `swift run kata --help`.")
            return .usage
        } catch let error as KataError {
            switch error {
            case .interrupted:
                terminal.complain("\(error)")
                return .interrupted
            case .notInRepository, .unknownKata, .ambiguousKata:
                terminal.complain("error: \(error)")
                return .usage
            default:
                terminal.complain("error: \(error)")
                return .failure
            }
        } catch {
            terminal.complain("error: \(error)")
            return .failure
        }
    }

    private func dispatch() throws -> ExitStatus {
        guard let name = arguments.first else {
            terminal.say(Help.overview)
            return .success
        }
        if name == "--version" {
            terminal.say("kata \(Self.version)")
            return .success
        }
        if name == "--help" || name == "-h" || name == "help" {
            if arguments.count > 1, let command = Subcommand(rawValue: arguments[1]) {
                terminal.say(command.help)
            } else {
                terminal.say(Help.overview)
            }
            return .success
        }
        guard let command = Subcommand(rawValue: name) else {
            let closest = Spelling.closest(to: name, among: Subcommand.allCases.map(\.rawValue))
            let hint = closest.map { " Did you mean `\($0)`?" } ?? ""
            throw UsageError(
                message: "unknown command '\(name)'.\(hint)",
                usage: "swift run kata <command>"
            )
        }
        let options = try Options(Array(arguments.dropFirst()), for: command)
        if options.help {
            terminal.say(command.help)
            return .success
        }
        let repository = try Repository.containing(workingDirectory)
        let session = Session(repository: repository, terminal: terminal, options: options)
        return try session.run(command)
    }
}

/// A mistake on the command line.
struct UsageError: Error {
    let message: String
    let usage: String
}

/// The options and operands after the command's name.
struct Options {
    var help = false
    /// How long a checker may run, in seconds.
    var timeout: Double = 60
    var operands: [String] = []
    /// Which code `graph` draws.
    var graphSource: GraphSource = .current
    /// How `graph` draws it.
    var graphFormat: GraphFormat = .text

    /// The code `kata graph` draws.
    enum GraphSource: Equatable {
        /// The learner's exercise as it is now.
        case current
        /// The kata's pristine Before code.
        case before
        /// The kata's reference solution.
        case after
    }

    /// How `kata graph` draws.
    enum GraphFormat: Equatable {
        /// Boxes and arrows for a terminal.
        case text
        /// A Mermaid flowchart, for Markdown.
        case mermaid
        /// Graphviz's DOT language.
        case dot
    }

    /// The time-outs `--timeout` accepts, in seconds.
    static let timeoutRange: ClosedRange<Double> = 1...3600

    init(_ arguments: [String], for command: Subcommand) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                help = true
            case "--timeout":
                guard let value = remaining.popFirst(), let seconds = Double(value) else {
                    throw UsageError(
                        message: "--timeout needs a number of seconds, from 1 to 3600.",
                        usage: command.usage
                    )
                }
                guard Self.timeoutRange.contains(seconds) else {
                    throw UsageError(
                        message: "--timeout \(value) is out of range: give a number of seconds "
                            + "from 1 to 3600.",
                        usage: command.usage
                    )
                }
                timeout = seconds
            case "--before" where command == .graph:
                graphSource = .before
            case "--after" where command == .graph:
                graphSource = .after
            case "--mermaid" where command == .graph:
                graphFormat = .mermaid
            case "--dot" where command == .graph:
                graphFormat = .dot
            case let option where option.hasPrefix("-"):
                throw UsageError(message: "unknown option '\(option)'.", usage: command.usage)
            default:
                operands.append(argument)
            }
        }
        if !help && !command.operandCount.contains(operands.count) {
            let message =
                operands.count > command.operandCount.upperBound
                ? "too many arguments for `\(command.rawValue)`."
                : "`\(command.rawValue)` needs the kata to work on, for example `02`."
            throw UsageError(message: message, usage: command.usage)
        }
    }
}
