import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the programs `kata` runs in an exercise leave running, found by what they cannot drop.
///
/// Three nets, each catching what the one before misses:
/// - every program run in an exercise carries the folder in its environment (``folderMark``),
///   and so does everything it starts, even in a session of its own;
/// - on Linux, `kata` adopts the orphans below it (a child subreaper), so a daemon that also
///   empties its environment (`env -i setsid -f …`) is still a child of `kata`, one that `kata`
///   never started itself;
/// - while a program runs, what is below it and what `kata` adopted is written down
///   (``Record``), so that a `kata` killed outright leaves a list the next one reads.
///
/// Whatever a folder's leftovers are, they are stopped only by a `kata` holding the folder's
/// lock: a program still running for a live `kata` is never touched.
enum Leftovers {
    /// The mark every program run in an exercise carries: the exercise's folder. It names
    /// nothing that changes from run to run: SwiftPM caches a compiled manifest for one
    /// environment only.
    static let folderMark = "KATA_WORK_FOLDER"
    /// The mark `kata` puts in its own environment, so that every program it starts itself
    /// inherits it: an adopted process without it emptied its environment on purpose.
    static let startedByKata = "KATA_STARTED_BY_KATA"

    /// Makes this process adopt the orphans below it and marks its environment, before it
    /// starts anything.
    static func adoptOrphans() {
        _ = marking
        setSubreaper(true)
    }

    /// Makes this process leave the orphans below it to the system again: a test process does,
    /// once the test that needed to adopt them is over, so that nothing ends as a zombie of
    /// its own that no one reaps.
    static func stopAdoptingOrphans() { setSubreaper(false) }

    private static let marking: Void = { setenv(startedByKata, "1", 1) }()

    private static func setSubreaper(_ on: Bool) {
        #if os(Linux)
            // prctl is variadic, which Swift cannot call: through its address, with the
            // arguments it reads for this option.
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            if let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") {
                let setChildSubreaper: Int32 = 36
                _ = unsafeBitCast(address, to: Prctl.self)(setChildSubreaper, on ? 1 : 0, 0, 0, 0)
            }
        #endif
    }

    /// The processes `kata` started itself with `posix_spawn`, which are never leftovers while
    /// it lives.
    static let started = ProcessSet()

    // MARK: Finding

    /// The processes the system handed to this `kata` after their parent ended, that it did not
    /// start: each has left the tree of a program `kata` ran, and the session or the
    /// environment `kata` gave it.
    static func adopted(
        in table: [ProcessTable.Entry] = ProcessTable.entries()
    ) -> [ProcessTable.Entry] {
        let me = getpid()
        let session = getsid(0)
        return table.filter { entry in
            guard entry.parent == me, !entry.isZombie, !started.contains(entry.pid),
                let environment = ProcessTable.environment(of: entry.pid)
            else { return false }
            return entry.session != session || !environment.contains("\(startedByKata)=1")
        }
    }

    /// The processes marked as run in `folder`, other than this one.
    static func marked(in folder: String) -> [ProcessTable.Entry] {
        ProcessTable.entries().filter {
            $0.pid != getpid()
                && ProcessTable.value(of: folderMark, inEnvironmentOf: $0.pid) == folder
        }
    }

    // MARK: Stopping

    /// Stops `entries`, and what is below each, unless the pid now names another process;
    /// reaps those that were this process's children. Returns how many were stopped.
    @discardableResult
    static func stop(_ entries: [ProcessTable.Entry]) -> Int {
        var stopped: [ProcessTable.Entry] = []
        let table = ProcessTable.entries()
        for entry in entries where entry.pid != getpid() {
            guard let now = table.first(where: { $0.pid == entry.pid }),
                now.started == entry.started, !now.isZombie
            else { continue }
            let below = ProcessTable.descendants(of: entry.pid, in: table)
            kill(entry.pid, SIGKILL)
            for process in below { kill(process.pid, SIGKILL) }
            for process in [now] + below where !stopped.contains(where: { $0.pid == process.pid }) {
                stopped.append(process)
            }
        }
        reap(stopped.map(\.pid))
        return stopped.count
    }

    /// Waits up to a second in all for `processes`, just stopped, to be gone: each that is or
    /// becomes a child of this process (`kata` adopts the orphans below what it runs) is reaped,
    /// or it would stay a zombie of `kata` for as long as it runs, read again by every later
    /// look at the process table. Only these processes are waited for: a child that other code
    /// of the process started is that code's to wait for.
    static func reap(_ processes: [pid_t]) {
        var left = Set(processes)
        for _ in 0..<100 where !left.isEmpty {
            for process in left {
                var status: Int32 = 0
                if waitpid(process, &status, WNOHANG) == process
                    || (kill(process, 0) != 0 && errno == ESRCH)
                {
                    left.remove(process)
                }
            }
            if !left.isEmpty { usleep(10_000) }
        }
    }

    /// Stops every leftover of `folder`: what is marked as run there, and what the record of
    /// a `kata` killed outright lists. The caller holds the folder's lock.
    static func stopAll(in folder: String) -> Int {
        let recorded = Record(folder: folder).read()
        let count = stop(marked(in: folder) + recorded)
        Record(folder: folder).remove()
        return count
    }

    /// Stops, in every folder under `root` that no live `kata` works in, what an earlier `kata`
    /// left running there; returns how many processes were stopped, by folder. Any command runs
    /// this first for its own repository, so a check killed outright leaves nothing running
    /// once `kata` is used there again. Another repository's folders are its own business: a
    /// `kata` there may have just been killed by someone who means to look at what it left.
    static func sweep(under root: String) -> [String: Int] {
        let inside = { (folder: String) in folder == root || folder.hasPrefix(root + "/") }
        var folders = Set(Record.all().filter(inside))
        for entry in ProcessTable.entries() where entry.pid != getpid() {
            if let folder = ProcessTable.value(of: folderMark, inEnvironmentOf: entry.pid),
                inside(folder)
            {
                folders.insert(folder)
            }
        }
        // The event streams and logs of a `kata` killed outright, named after it: only those
        // whose owner is gone, never this process's own, never one that names no owner.
        let temporary = FileManager.default.temporaryDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names {
            guard let prefix = ["kata-events-", "kata-log-"].first(where: name.hasPrefix),
                let owner = pid_t(name.dropFirst(prefix.count).prefix { $0 != "-" }),
                UUID(
                    uuidString: String(
                        name.dropFirst(prefix.count).drop { $0 != "-" }.dropFirst().prefix(36)
                    )
                ) != nil,
                owner != getpid(), kill(owner, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
        var stopped: [String: Int] = [:]
        for folder in folders {
            guard let lock = FolderLock(ifFree: folder) else { continue }
            defer { lock.release() }
            let count = stopAll(in: folder)
            if count > 0 { stopped[folder] = count }
        }
        return stopped
    }

    // MARK: The record

    /// What was running below a program `kata` runs in a folder, written down while it runs,
    /// next to the folder's lock: `<folder>` on the first line, then `<pid> <start>` per line.
    struct Record {
        let folder: String

        private var url: URL { FolderLock.companion(of: folder, suffix: "running") }

        /// Writes `entries` down, in place of what was written before.
        func write(_ entries: [ProcessTable.Entry]) {
            let lines = [folder] + entries.map { "\($0.pid) \($0.started)" }
            try? (lines.joined(separator: "\n") + "\n").write(
                to: url,
                atomically: true,
                encoding: .utf8
            )
        }

        /// What was written down, as entries to check against the processes of now.
        func read() -> [ProcessTable.Entry] {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
            return text.split(separator: "\n").dropFirst().compactMap { line in
                let fields = line.split(separator: " ")
                guard fields.count == 2, let pid = pid_t(fields[0]),
                    let started = UInt64(fields[1])
                else { return nil }
                return ProcessTable.Entry(
                    pid: pid,
                    parent: 0,
                    group: 0,
                    session: 0,
                    started: started,
                    isZombie: false
                )
            }
        }

        /// Forgets what was written down.
        func remove() { try? FileManager.default.removeItem(at: url) }

        /// The folders of every record on this machine.
        static func all() -> [String] {
            let directory = FileManager.default.temporaryDirectory
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { $0.hasPrefix("kata-") && $0.hasSuffix(".running") }.compactMap {
                name in
                let text = try? String(
                    contentsOf: directory.appendingPathComponent(name),
                    encoding: .utf8
                )
                return text?.split(separator: "\n").first.map(String.init)
            }
        }
    }
}

/// A set of process identifiers, shared between threads.
final class ProcessSet: @unchecked Sendable {
    private let lock = NSLock()
    private var members: Set<pid_t> = []

    func insert(_ pid: pid_t) { lock.withLock { _ = members.insert(pid) } }
    func remove(_ pid: pid_t) { lock.withLock { _ = members.remove(pid) } }
    func contains(_ pid: pid_t) -> Bool { lock.withLock { members.contains(pid) } }
}
