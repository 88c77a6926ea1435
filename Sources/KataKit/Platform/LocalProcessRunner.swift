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
    /// Called with how many processes an earlier `kata`, killed outright, had left running in
    /// the folder a program is about to run in, once they are stopped.
    let onLeftovers: @Sendable (Int) -> Void
    /// Whether this runner makes the process adopt the orphans below it, and stops what it
    /// adopted once each program ends: `kata` does; a process that runs other things beside it
    /// (a test process) must not stop their orphans.
    let adoptsOrphans: Bool

    /// A runner that tells `onLockWait` when SwiftPM waits for another build, and
    /// `onLeftovers` when it stopped what an earlier `kata` left running.
    init(
        adoptsOrphans: Bool = true,
        onLeftovers: @escaping @Sendable (Int) -> Void = { _ in },
        onLockWait: @escaping @Sendable () -> Void = {}
    ) {
        self.adoptsOrphans = adoptsOrphans
        self.onLeftovers = onLeftovers
        self.onLockWait = onLockWait
        if adoptsOrphans { Leftovers.adoptOrphans() }
    }

    /// How long a program may go on once its work is done, before it is stopped.
    static let graceAfterDone = 5.0

    /// What SwiftPM prints when another build holds the package's build folder, before the
    /// rest of its sentence: "Another instance of SwiftPM (PID: 7938) is already running using
    /// '…/.build', waiting until that process has finished execution...".
    static let lockMessage = "Another instance of SwiftPM"

    func run(
        _ arguments: [String],
        in directory: URL,
        limit: TimeLimit,
        environment: [String: String]
    ) throws -> ProcessOutcome {
        let logURL = FileManager.default.temporaryDirectory
            .appendingPathComponent(WorkFolder.name("kata-log-") + ".log")
        defer { try? FileManager.default.removeItem(at: logURL) }
        var fullEnvironment = ProcessInfo.processInfo.environment
        fullEnvironment.merge(environment) { _, new in new }
        let folder = directory.standardizedFileURL.path
        let lock = try FolderLock(folder, whileWaiting: onLockWait)
        defer { lock.release() }
        // Holding the folder's lock, every marked process there is a leftover of a `kata`
        // that was killed outright: a live one would hold the lock.
        let leftovers = Leftovers.stopAll(in: folder)
        if leftovers > 0 { onLeftovers(leftovers) }
        return try Interruption.shielded {
            let pid = try Self.spawn(
                arguments,
                in: directory,
                logTo: logURL.path,
                environment: fullEnvironment
            )
            // Whatever the program left behind, in a group or a session of its own, with its
            // environment or without, however the wait ends: the folder's lock is held, so
            // every marked process there is its own, and what this `kata` adopted is too.
            defer {
                Leftovers.started.remove(pid)
                if adoptsOrphans { Leftovers.stop(Leftovers.adopted()) }
                _ = Leftovers.stopAll(in: folder)
            }
            let record = Leftovers.Record(folder: folder)
            let ending = try wait(for: pid, limit: limit, log: logURL) {
                let table = ProcessTable.entries()
                record.write(
                    ProcessTable.descendants(of: pid, in: table)
                        + (adoptsOrphans ? Leftovers.adopted(in: table) : [])
                )
            }
            return ProcessOutcome(ending: ending, output: Self.readOutput(of: logURL))
        }
    }

    /// The most output kept from one program: its start and its end, where a build's errors
    /// and a crash's last words are. Learner code that prints without end must not make
    /// `kata` hold gigabytes.
    static let keptOutput = (head: 1 << 20, tail: 4 << 20)

    /// What the program printed, or its start and its end when it printed more than that.
    static func readOutput(of log: URL) -> String {
        guard let handle = try? FileHandle(forReadingFrom: log) else { return "" }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: 0)
        guard size > UInt64(keptOutput.head + keptOutput.tail) else {
            return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
        }
        let head = (try? handle.read(upToCount: keptOutput.head)) ?? Data()
        try? handle.seek(toOffset: size - UInt64(keptOutput.tail))
        let tail = (try? handle.readToEnd()) ?? Data()
        let skipped = size - UInt64(head.count + tail.count)
        return String(decoding: head, as: UTF8.self)
            + "\n… \(skipped) bytes of output left out …\n"
            + String(decoding: tail, as: UTF8.self)
    }

    func startInBackground(_ arguments: [String], in directory: URL) throws -> Int32 {
        let niced = ["nice", "-n", "19", "nohup"] + arguments
        return try Self.spawn(
            niced,
            in: directory,
            logTo: "/dev/null",
            environment: ProcessInfo.processInfo.environment,
            marked: false
        )
    }

    func stopLeftovers(under root: URL) -> [String: Int] {
        Leftovers.sweep(under: root.standardizedFileURL.path)
    }

    func stopInBackground(_ pid: Int32) {
        defer { Leftovers.started.remove(pid) }
        guard pid > 0, kill(pid, 0) == 0 else { return }
        // The tree as it is now: a compiler whose driver stops first is re-parented, and would
        // no longer be found below the build once the build is gone.
        let tree = ProcessTable.descendants(of: pid)
        defer {
            for process in tree where kill(process, 0) == 0 {
                kill(process, SIGKILL)
            }
        }
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
        environment: [String: String],
        marked: Bool = true
    ) throws -> pid_t {
        // A shell line does the plumbing posix_spawn cannot do portably: change directory, and
        // send both output streams to one file. `exec` keeps the process group's leader.
        let quoted = arguments.map(shellQuoted).joined(separator: " ")
        let script =
            "cd \(shellQuoted(directory.path)) && exec \(quoted) >\(shellQuoted(logPath)) 2>&1 </dev/null"
        let argv = ["/bin/sh", "-c", script]
        // Every process below this one inherits the mark, even one that leaves the process
        // group (`setsid`): by it a stop finds it, and a later `kata` finds what a `kata`
        // killed outright left behind. The mark names the folder and nothing that changes
        // from run to run: SwiftPM caches a compiled manifest for one environment only.
        var environment = environment
        environment[Leftovers.startedByKata] = "1"
        if marked { environment[Leftovers.folderMark] = directory.standardizedFileURL.path }
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
        Leftovers.started.insert(pid)
        return pid
    }

    /// Waits for `pid`, stopping it at the limit or at an interruption. The clock of a phased
    /// limit starts again when the log shows the phase's marker; until then the log is read
    /// (only what is new) for that marker and for SwiftPM waiting on another build.
    /// Every `recordEvery` seconds, `record` writes down what the program has started.
    private func wait(
        for pid: pid_t,
        limit: TimeLimit,
        log: URL,
        recordEvery: Double = 0.5,
        record: () -> Void
    ) throws -> ProcessOutcome.Ending {
        var lastRecord = Date()
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
        var failures: FileHandle?
        defer { try? failures?.close() }
        var unfinishedLine = ""
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
            if Date().timeIntervalSince(lastRecord) > recordEvery {
                lastRecord = Date()
                record()
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
            if limit.stopAtFirstFailure, let done = limit.done, phaseStarted || limit.phase == nil {
                if failures == nil { failures = try? FileHandle(forReadingFrom: done.file) }
                if let data = try? failures?.readToEnd(), !data.isEmpty {
                    var lines = (unfinishedLine + String(decoding: data, as: UTF8.self))
                        .split(separator: "\n", omittingEmptySubsequences: false)
                    unfinishedLine = String(lines.removeLast())
                    if lines.contains(where: EventStream.recordsFailure) {
                        Self.stopTree(of: pid)
                        _ = waitpid(pid, &status, 0)
                        return .stoppedAtFirstFailure
                    }
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
    /// What left the tree (a daemon of the learner's code) is found by its mark instead, once
    /// the run ends.
    static func stopTree(of pid: pid_t) {
        let below = ProcessTable.descendants(of: pid)
        for process in [pid] + below {
            kill(process, SIGKILL)
        }
        kill(-pid, SIGKILL)
        // What was below is handed to this process once the program is gone: reaped here, or a
        // `kata verify` gathers a zombie for each check it stopped (about 600 in all).
        Leftovers.reap(below)
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
