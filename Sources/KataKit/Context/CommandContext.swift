import Foundation

/// Everything a command may use of the world, given to it by `main.swift` (the real terminal,
/// processes, clock and files) or by a test (doubles).
struct CommandContext: Sendable {
    /// The folder `kata` was started in.
    let workingDirectory: URL
    /// Where the command writes.
    let console: any Console
    /// How it runs other programs.
    let processes: any ProcessRunning
    /// What time it is.
    let clock: any Clock
    /// How it changes files that belong to the learner.
    let fileSystem: any FileSystem
    /// What the person types while a command runs.
    let input: any LineSource
    /// The environment `kata` runs in.
    let environment: [String: String]

    /// The katas repository that holds the working directory.
    func repository() throws -> Repository {
        try Repository.containing(workingDirectory)
    }
}

/// A command of `kata`: what it declares of itself, read from the command line, and run.
protocol KataSubcommand: Sendable {
    /// Its name, what it does, its arguments and options.
    static var configuration: CommandConfiguration { get }
    /// The command, as the command line gives it.
    init(_ arguments: ParsedArguments) throws
    /// Does what the command does, and says how it ended.
    func run(_ context: CommandContext) throws -> ExitStatus
}
