import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs programs on this machine, each in a process group of its own, so that a time-out or an
/// interruption stops the program and everything it started (a hung test binary under
/// `swift test`, for example).
///
/// While it waits it holds Ctrl-C back: an interruption stops the whole tree, waits for it, and
/// then ends `kata`, so nothing is left running. When SwiftPM waits for another build of the
/// same package, it says so once, through `onLockWait`.
struct LocalProcessRunner: ProcessRunning {
    /// Called once when a program waits for another SwiftPM working in the same folder.
    let onLockWait: @Sendable () -> Void

    /// A runner that tells `onLockWait` when SwiftPM waits for another build.
    init(onLockWait: @escaping @Sendable () -> Void = {}) {
        self.onLockWait = onLockWait
    }

    /// How long a program may go on once its work is done, before it is stopped.
    static let graceAfterDone = 5.0

    /// What SwiftPM prints when another build holds the package's build folder.
    static let lockMessage = "Another instance of SwiftPM is already running"

    func run(
        _ arguments: [String],
        in directory: URL,
        limit: TimeLimit,
        environment: [String: String]
    ) throws -> ProcessOutcome {
        let logURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: logURL) }
        var fullEnvironment = ProcessInfo.processInfo.environment
        fullEnvironment.merge(environment) { _, new in new }
        return try Interruption.shielded {
            let pid = try Self.spawn(
                arguments,
                in: directory,
                logTo: logURL.path,
                environment: fullEnvironment
            )
            let ending = try wait(for: pid, limit: limit, log: logURL)
            let data = (try? Data(contentsOf: logURL)) ?? Data()
            return ProcessOutcome(ending: ending, output: String(decoding: data, as: UTF8.self))
        }
    }

    func startInBackground(_ arguments: [String], in directory: URL) throws -> Int32 {
        let niced = ["nice", "-n", "19", "nohup"] + arguments
        return try Self.spawn(
            niced,
            in: directory,
            logTo: "/dev/null",
            environment: ProcessInfo.processInfo.environment
        )
    }

    func stopInBackground(_ pid: Int32) {
        guard pid > 0, kill(pid, 0) == 0 else { return }
        // A background build is a child of this process only while it started it: another
        // `kata` that started it left it to the system, so it is stopped by its group.
        kill(-pid, SIGTERM)
        for _ in 0..<100 {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid || kill(pid, 0) != 0 { return }
            usleep(20_000)
        }
        Self.stopTree(of: pid)
        var status: Int32 = 0
        _ = waitpid(pid, &status, WNOHANG)
    }

    func isRunningInBackground(_ pid: Int32) -> Bool {
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid { return false }
        return pid > 0 && kill(pid, 0) == 0
    }

    func runInteractively(_ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
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

    /// Waits for `pid`, stopping it at the limit or at an interruption. The clock of a phased
    /// limit starts again when the log shows the phase's marker; until then the log is read
    /// (only what is new) for that marker and for SwiftPM waiting on another build.
    private func wait(for pid: pid_t, limit: TimeLimit, log: URL) throws -> ProcessOutcome.Ending {
        var deadline = Date().addingTimeInterval(limit.seconds)
        var watching = limit.phase != nil
        var phaseStarted = false
        var warnedOfLock = false
        var status: Int32 = 0
        var reader: FileHandle?
        defer { try? reader?.close() }
        var tail = ""
        var doneSince: Date?
        var lastDoneCheck = Date.distantPast
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result == -1 && errno != EINTR { return .exited(-1) }
            if let signal = Interruption.pending {
                Self.stopTree(of: pid)
                _ = waitpid(pid, &status, 0)
                throw KataError.interrupted(signal: signal)
            }
            if watching, let phase = limit.phase {
                if reader == nil { reader = try? FileHandle(forReadingFrom: log) }
                if let data = try? reader?.readToEnd(), !data.isEmpty {
                    // The new text, with the end of the last read, so that a marker split
                    // between two reads is found.
                    let text = tail + String(decoding: data, as: UTF8.self)
                    if !warnedOfLock && text.contains(Self.lockMessage) {
                        warnedOfLock = true
                        onLockWait()
                    }
                    if text.contains(phase.marker) {
                        phaseStarted = true
                        watching = false
                        deadline = Date().addingTimeInterval(phase.seconds)
                    }
                    tail = String(text.suffix(200))
                }
            }
            if let done = limit.done, doneSince == nil, phaseStarted || limit.phase == nil,
                Date().timeIntervalSince(lastDoneCheck) > 0.5
            {
                lastDoneCheck = Date()
                if (try? String(contentsOf: done.file, encoding: .utf8))?.contains(done.text)
                    == true
                {
                    doneSince = Date()
                }
            }
            if let doneSince, Date().timeIntervalSince(doneSince) > Self.graceAfterDone {
                Self.stopTree(of: pid)
                _ = waitpid(pid, &status, 0)
                return .stoppedAfterDone
            }
            if Date() >= deadline {
                Self.stopTree(of: pid)
                _ = waitpid(pid, &status, 0)
                return .timedOut(afterMarker: phaseStarted)
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
    static func stopTree(of pid: pid_t) {
        let tree = [pid] + descendants(of: pid)
        for process in tree {
            kill(process, SIGKILL)
        }
        kill(-pid, SIGKILL)
    }

    /// Every process below `pid`, read from the parent links of `/proc` (Linux) or, level by
    /// level, from `pgrep -P` (macOS).
    static func descendants(of pid: pid_t) -> [pid_t] {
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
        } else {
            var pending = [pid]
            while let parent = pending.popLast() {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
                process.arguments = ["-P", "\(parent)"]
                let output = Pipe()
                process.standardOutput = output
                process.standardError = FileHandle.nullDevice
                guard (try? process.run()) != nil else { break }
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                let found = String(decoding: data, as: UTF8.self).split(separator: "\n")
                    .compactMap { pid_t($0) }
                children[parent] = found
                pending += found
            }
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
