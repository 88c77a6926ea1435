import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a finished (or stopped) command left behind.
public struct ProcessOutcome: Sendable {
    /// How the command ended.
    public enum Ending: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it (a crash, for example).
        case signalled(Int32)
        /// It ran past its time limit and was stopped, with everything it started.
        case timedOut
    }

    /// How the command ended.
    public let ending: Ending
    /// Standard output and standard error, interleaved as they were written.
    public let output: String

    /// Whether the command exited with status 0.
    public var succeeded: Bool { ending == .exited(0) }
}

/// Runs commands in a process group of their own, so that a time-out stops the command and
/// every process it started (a hung test binary under `swift test`, for example).
public enum ProcessRunner {
    /// Runs `arguments` (looked up on `PATH`) in `directory`, stopping it after `timeout` seconds.
    public static func run(
        _ arguments: [String],
        in directory: URL,
        timeout: Double,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> ProcessOutcome {
        let logURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: logURL) }

        let pid = try spawn(arguments, in: directory, logTo: logURL.path, environment: environment)
        let ending = wait(for: pid, timeout: timeout)
        let output = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        return ProcessOutcome(ending: ending, output: output)
    }

    private static func spawn(
        _ arguments: [String],
        in directory: URL,
        logTo logPath: String,
        environment: [String: String]
    ) throws -> pid_t {
        // A shell line does the plumbing posix_spawn cannot do portably: change directory, and
        // send both output streams to one file. `exec` keeps the process group's leader.
        let quoted = arguments.map(shellQuoted).joined(separator: " ")
        let script =
            "cd \(shellQuoted(directory.path)) && exec \(quoted) >\(shellQuoted(logPath)) 2>&1 </dev/null"
        let argv = ["/bin/sh", "-c", script]
        let envp = environment.map { "\($0.key)=\($0.value)" }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        closeInheritedDescriptorsOnExec()

        var pid = pid_t()
        let status = withCStrings(argv) { cArguments in
            withCStrings(envp) { cEnvironment in
                posix_spawn(&pid, "/bin/sh", nil, &attributes, cArguments, cEnvironment)
            }
        }
        guard status == 0 else {
            throw KataError.commandFailedToStart(arguments.joined(separator: " "), code: status)
        }
        return pid
    }

    private static func wait(for pid: pid_t, timeout: Double) -> ProcessOutcome.Ending {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result == -1 && errno != EINTR { return .exited(-1) }
            if Date() >= deadline {
                stopTree(of: pid)
                _ = waitpid(pid, &status, 0)
                return .timedOut
            }
            usleep(20_000)
        }
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    /// Marks every descriptor above the standard streams close-on-exec, so a child keeps only
    /// those: an inherited pipe held open by a stray grandchild would make whoever reads the
    /// other end wait for ever.
    private static func closeInheritedDescriptorsOnExec() {
        let limit = min(Int32(getdtablesize()), 4096)
        for descriptor in 3..<max(limit, 3) {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
    }

    /// Kills `pid`, its process group, and every process below it. `swift test` starts the
    /// test binary in a process group of its own, so the group alone would miss it.
    private static func stopTree(of pid: pid_t) {
        let tree = [pid] + descendants(of: pid)
        for process in tree {
            kill(process, SIGKILL)
        }
        kill(-pid, SIGKILL)
    }

    /// Every process below `pid`, read from the parent links of `/proc` (Linux) or from `pgrep`.
    private static func descendants(of pid: pid_t) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") {
            for entry in entries {
                guard let child = pid_t(entry),
                    let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                    let afterName = stat.range(of: ") ", options: .backwards)
                else { continue }
                let fields = stat[afterName.upperBound...].split(separator: " ")
                if fields.count > 1, let parent = pid_t(fields[1]) {
                    children[parent, default: []].append(child)
                }
            }
        } else if let output = try? run(
            ["pgrep", "-P", "\(pid)"],
            in: URL(fileURLWithPath: "/"),
            timeout: 5
        ) {
            children[pid] = output.output.split(separator: "\n").compactMap { pid_t($0) }
        }
        var found: [pid_t] = []
        var queue = children[pid] ?? []
        while let next = queue.popLast() {
            found.append(next)
            queue += children[next] ?? []
        }
        return found
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private static func withCStrings<Result>(
        _ strings: [String],
        _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
    ) -> Result {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
