import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C, `SIGTERM` and `SIGHUP`, held back while `kata` does something that must not be cut
/// in two: replacing a learner's code, or waiting for a build it must stop first.
///
/// Outside a shielded step an interruption ends `kata` at once, as it would any command. Inside
/// one, it is remembered; the step finishes (or stops the processes it runs) and then throws
/// ``KataError/interrupted(signal:)``, so `kata` exits only once nothing is half done and
/// nothing it started is left running.
public enum Interruption {
    /// Starts catching the interruptions. `main.swift` calls it once; a test never does, so
    /// shielded steps in tests just run.
    public static func install() {
        Glue.installed = true
        // A parent may hand its blocked signals down (a test runner's thread does): blocked,
        // an interruption would wait unseen until the check ends by itself.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            Glue.install(signal)
            sigaddset(&unblocked, signal)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// Runs `body` with interruptions held back, then throws if one came meanwhile.
    static func shielded<Result>(_ body: () throws -> Result) throws -> Result {
        guard Glue.installed else { return try body() }
        Glue.depth += 1
        let result: Result
        do {
            result = try body()
        } catch {
            Glue.depth -= 1
            try throwIfInterrupted()
            throw error
        }
        Glue.depth -= 1
        try throwIfInterrupted()
        return result
    }

    /// The interruption received while shielded, if any.
    static var pending: Int32? { Glue.received == 0 ? nil : Glue.received }

    /// Throws ``KataError/interrupted(signal:)`` if an interruption came while shielded.
    static func throwIfInterrupted() throws {
        if let signal = pending { throw KataError.interrupted(signal: signal) }
    }
}

/// The state a signal handler may touch: plain integers, read and written whole.
private enum Glue {
    nonisolated(unsafe) static var installed = false
    nonisolated(unsafe) static var depth: Int32 = 0
    nonisolated(unsafe) static var received: Int32 = 0

    static func install(_ signal: Int32) {
        #if canImport(Darwin)
            var action = sigaction()
            action.__sigaction_u.__sa_handler = handle
        #else
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handle
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }
}

/// Remembers the interruption, or ends the process at once when nothing is shielded.
private func handle(_ signal: Int32) {
    Glue.received = signal
    if Glue.depth == 0 {
        _exit(128 + signal)
    }
}
