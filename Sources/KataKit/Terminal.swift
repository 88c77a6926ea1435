import Foundation

/// Where the `kata` command writes, and whether it may colour what it writes.
public struct Terminal: Sendable {
    /// Whether standard output is a terminal and `NO_COLOR` is not set.
    public let style: TextStyle

    /// The terminal of this process.
    public static var current: Terminal {
        let environment = ProcessInfo.processInfo.environment
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Terminal(style: TextStyle(colored: isatty(STDOUT_FILENO) == 1 && !noColor))
    }

    /// Writes `text` and a new line to standard output, at once.
    public func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes `text` and a new line to standard error.
    public func complain(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
