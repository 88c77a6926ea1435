import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal of this process: standard output and standard error.
///
/// It colours only a terminal that takes colour (not `TERM=dumb`, never with `NO_COLOR`), wraps
/// to `COLUMNS` when it is set, and never crashes on a closed or full output: what cannot be
/// written is dropped.
struct TerminalConsole: Console {
    let style: TextStyle
    let width: Int
    private let losses = Losses()

    /// Whether a write to standard output failed, under a lock: commands may say things from
    /// more than one thread.
    private final class Losses: @unchecked Sendable {
        private let lock = NSLock()
        private var lost = false
        func note() { lock.withLock { lost = true } }
        var any: Bool { lock.withLock { lost } }
    }

    var lostOutput: Bool { losses.any }

    /// The terminal of this process, as its environment describes it.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        style = TextStyle(colored: isatty(STDOUT_FILENO) == 1 && !noColor && !dumb)
        width = environment["COLUMNS"].flatMap(Int.init).map { max(10, $0) } ?? 100
    }

    func say(_ text: String) {
        if !Self.write(text + "\n", to: STDOUT_FILENO) { losses.note() }
    }

    func complain(_ text: String) {
        Self.write(text + "\n", to: STDERR_FILENO)
    }

    /// Writes all of `text`, or what the descriptor takes before it fails, and says whether
    /// all of it was written.
    @discardableResult
    private static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            bytes = bytes.dropFirst(written)
        }
        return true
    }
}
