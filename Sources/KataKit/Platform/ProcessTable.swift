import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The processes of this machine, as Linux's `/proc` shows them: who started each, its group,
/// its session, when it started and its environment. Elsewhere it sees none, and only
/// ``descendants(of:)`` works (through `pgrep`).
enum ProcessTable {
    /// One process.
    struct Entry: Sendable, Equatable {
        let pid: pid_t
        let parent: pid_t
        let group: pid_t
        let session: pid_t
        /// When it started, in clock ticks since the machine booted: with the pid, it names a
        /// process even after the pid is reused.
        let started: UInt64
        /// Whether it has ended and waits to be reaped.
        let isZombie: Bool
    }

    /// Every process that can be read now.
    static func entries() -> [Entry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
            return []
        }
        return names.compactMap { pid_t($0).flatMap(entry(of:)) }
    }

    /// The process `pid`, when it exists and can be read.
    static func entry(of pid: pid_t) -> Entry? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ", options: .backwards)
        else { return nil }
        // After the name: state, parent, group, session, … and the start time, 20th.
        let fields = stat[afterName.upperBound...].split(separator: " ")
        guard fields.count > 19, let parent = pid_t(fields[1]), let group = pid_t(fields[2]),
            let session = pid_t(fields[3]), let started = UInt64(fields[19])
        else { return nil }
        return Entry(
            pid: pid,
            parent: parent,
            group: group,
            session: session,
            started: started,
            isZombie: fields[0] == "Z"
        )
    }

    /// The environment of `pid` as `NAME=value` entries, or nil when it cannot be read (an
    /// ended process, another user's, or a system without `/proc`).
    static func environment(of pid: pid_t) -> [String]? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else {
            return nil
        }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The value of `name` in the environment of `pid`, when it has one and may be read.
    static func value(of name: String, inEnvironmentOf pid: pid_t) -> String? {
        let prefix = name + "="
        return environment(of: pid)?.first { $0.hasPrefix(prefix) }.map {
            String($0.dropFirst(prefix.count))
        }
    }

    /// Every process below `pid`, from the parent links of `/proc` (Linux) or, level by level,
    /// from `pgrep -P` (macOS).
    static func descendants(of pid: pid_t) -> [pid_t] {
        let all = entries()
        if !all.isEmpty { return descendants(of: pid, in: all).map(\.pid) }
        var found: [pid_t] = []
        var pending = [pid]
        while let parent = pending.popLast() {
            let children = pgrepChildren(of: parent)
            found += children
            pending += children
        }
        return found
    }

    /// The processes of `table`, one reading of ``entries()``, that are below `pid`.
    static func descendants(of pid: pid_t, in table: [Entry]) -> [Entry] {
        let children = Dictionary(grouping: table, by: \.parent)
        var found: [Entry] = []
        var queue = children[pid] ?? []
        while let next = queue.popLast() {
            found.append(next)
            queue += children[next.pid] ?? []
        }
        return found
    }

    private static func pgrepChildren(of parent: pid_t) -> [pid_t] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
        process.arguments = ["-P", "\(parent)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap {
            pid_t($0)
        }
    }
}
