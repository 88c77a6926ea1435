import Foundation

/// A way to run other programs (`swift build`, `swift test`, `git`, `diff`) and wait for them.
protocol ProcessRunning: Sendable {
    /// Runs `arguments` (the first looked up on `PATH`) in `directory`, with the environment
    /// of `kata` changed by `environment`, and stops it, with everything it started, at the
    /// `limit`.
    func run(
        _ arguments: [String],
        in directory: URL,
        limit: TimeLimit,
        environment: [String: String]
    ) throws -> ProcessOutcome

    /// Stops, in every folder under `root` that no live `kata` works in, what an earlier
    /// `kata` killed outright left running there, and says how many processes it stopped, by
    /// folder.
    func stopLeftovers(under root: URL) -> [String: Int]

    /// Starts `arguments` in `directory` at the lowest priority, in a process group of its
    /// own that outlives `kata` and ignores the terminal's Ctrl-C, and returns its process
    /// identifier without waiting.
    func startInBackground(_ arguments: [String], in directory: URL) throws -> Int32

    /// Stops the background program `pid` started, with everything it started, and waits
    /// until it is gone.
    func stopInBackground(_ pid: Int32)

    /// Whether the background program `pid` is still running.
    func isRunningInBackground(_ pid: Int32) -> Bool

    /// Runs `arguments` in `directory` on the person's own terminal (an editor, say) and
    /// returns its exit status.
    func runInteractively(_ arguments: [String], in directory: URL) throws -> Int32
}

extension ProcessRunning {
    /// Runs `arguments` in `directory` with `kata`'s own environment, for at most `seconds`.
    func run(_ arguments: [String], in directory: URL, timeout seconds: Double) throws
        -> ProcessOutcome
    {
        try run(arguments, in: directory, limit: TimeLimit(seconds: seconds), environment: [:])
    }
}

/// How long a program may run.
struct TimeLimit: Sendable, Equatable {
    /// How long it may run at all, or, with `phase`, before its output shows the marker.
    var seconds: Double
    /// A second phase: once the output contains `marker` (`Build complete!`), the clock starts
    /// again with `seconds` for what follows (the tests).
    var phase: (marker: String, seconds: Double)? = nil
    /// A file that says when the program's work is done (the tests' event stream saying the
    /// run ended): a program still running a few seconds after that waits for something its
    /// work left behind, and is stopped without being taken for a hang.
    var done: (file: URL, text: String)? = nil
    /// Whether to stop the program as soon as `done`'s file records a failure (a test's issue):
    /// for a version that must fail, the first failure is the answer, and the rest of the run
    /// is time spent for nothing.
    var stopAtFirstFailure = false

    static func == (left: TimeLimit, right: TimeLimit) -> Bool {
        left.seconds == right.seconds && left.phase?.marker == right.phase?.marker
            && left.phase?.seconds == right.phase?.seconds && left.done?.file == right.done?.file
            && left.done?.text == right.done?.text
            && left.stopAtFirstFailure == right.stopAtFirstFailure
    }
}

/// What a finished (or stopped) program left behind.
struct ProcessOutcome: Sendable, Equatable {
    /// How the program ended.
    enum Ending: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it (a crash, for example).
        case signalled(Int32)
        /// It ran past its limit and was stopped, with everything it started; `afterMarker`
        /// is false when it never reached the limit's marker.
        case timedOut(afterMarker: Bool)
        /// Its work was done, but it did not end: something it started was still running, and
        /// everything was stopped.
        case stoppedAfterDone
        /// It recorded a failure, and was stopped there, as its limit asked.
        case stoppedAtFirstFailure
    }

    /// How the program ended.
    let ending: Ending
    /// Standard output and standard error, interleaved as they were written.
    let output: String

    /// Whether the program exited with status 0.
    var succeeded: Bool { ending == .exited(0) }
}
