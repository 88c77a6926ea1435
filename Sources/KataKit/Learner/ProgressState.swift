import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the `kata` command remembers between runs, in `.kata/state.json` (git-ignored).
struct ProgressState: Codable, Sendable, Equatable {
    /// The last check of one kata.
    struct CheckRecord: Codable, Sendable, Equatable {
        /// The exercise's fingerprint when it was checked.
        var fingerprint: String
        /// Whether the checker passed then.
        var passed: Bool
    }

    /// The kata the learner is on.
    var current: String?
    /// The last check of each kata, by folder name.
    var checks: [String: CheckRecord] = [:]
    /// How many hints of each kata were shown, by folder name.
    var hintsShown: [String: Int] = [:]

    /// An empty state: nothing checked, no hint shown.
    init() {}

    /// The state file of the repository at `root`.
    static func file(in root: URL) -> URL {
        root.appendingPathComponent(".kata/state.json")
    }

    /// Reads the state. A missing file is an empty state. A file that cannot be read is kept
    /// aside as `state.json.unreadable-<time>` and read as an empty state, and the problem is
    /// returned in words, so that the learner hears of it.
    static func load(from root: URL, clock: any Clock) -> (state: ProgressState, problem: String?) {
        let url = file(in: root)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return (ProgressState(), nil)
        }
        guard let data = try? Data(contentsOf: url) else {
            return (
                ProgressState(),
                "your progress in .kata/state.json cannot be read; it is left as it is."
            )
        }
        do {
            return (try JSONDecoder().decode(ProgressState.self, from: data), nil)
        } catch {
            let stamp = Int(clock.now().timeIntervalSince1970)
            let aside = url.deletingLastPathComponent()
                .appendingPathComponent(
                    "state.json.unreadable-\(stamp)-\(UUID().uuidString.prefix(8))"
                )
            let kept = (try? FileManager.default.copyItem(at: url, to: aside)) != nil
            return (
                ProgressState(),
                "your progress in .kata/state.json is not a record kata can read"
                    + (kept ? " (a copy is kept in .kata/\(aside.lastPathComponent))" : "")
                    + "; starting from a clean record: `swift run kata next` checks the katas again."
            )
        }
    }

    /// Changes the state on disk with `change`, under a lock, reading what is there at that
    /// moment: two `kata` commands at once (a `watch` and a `check`) add to each other's
    /// progress instead of overwriting it.
    static func update(in root: URL, clock: any Clock, _ change: (inout ProgressState) -> Void)
        throws
    {
        let url = file(in: root)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        let lockPath = url.deletingLastPathComponent().appendingPathComponent("state.lock").path
        let descriptor = open(lockPath, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: lockPath])
        }
        defer { close(descriptor) }
        _ = flock(descriptor, LOCK_EX)
        defer { _ = flock(descriptor, LOCK_UN) }
        var state = load(from: root, clock: clock).state
        change(&state)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(state).write(to: url, options: .atomic)
    }

    /// Whether `kata` passed its checker with the sources it has now.
    func isDone(_ kata: Kata, fingerprint: String) -> Bool {
        checks[kata.folder] == CheckRecord(fingerprint: fingerprint, passed: true)
    }
}
