import Foundation

/// What the `kata` command remembers between runs, in `.kata/state.json` (git-ignored).
public struct ProgressState: Codable, Sendable, Equatable {
    /// The last check of one kata.
    public struct CheckRecord: Codable, Sendable, Equatable {
        /// The exercise's fingerprint when it was checked.
        public var fingerprint: String
        /// Whether the checker passed then.
        public var passed: Bool
    }

    /// The kata the learner is on.
    public var current: String?
    /// The last check of each kata, by folder name.
    public var checks: [String: CheckRecord] = [:]
    /// How many hints of each kata were shown, by folder name.
    public var hintsShown: [String: Int] = [:]

    /// An empty state: nothing checked, no hint shown.
    public init() {}

    /// The state file of the repository at `root`.
    public static func file(in root: URL) -> URL {
        root.appendingPathComponent(".kata/state.json")
    }

    /// Reads the state; a missing or unreadable file gives an empty state, never an error.
    public static func load(from root: URL) -> ProgressState {
        guard let data = try? Data(contentsOf: file(in: root)),
            let state = try? JSONDecoder().decode(ProgressState.self, from: data)
        else { return ProgressState() }
        return state
    }

    /// Writes the state, creating `.kata/` when needed.
    public func save(to root: URL) throws {
        let url = Self.file(in: root)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }

    /// Whether `kata` passed its checker with the sources it has now.
    public func isDone(_ kata: Kata, fingerprint: String) -> Bool {
        checks[kata.folder] == CheckRecord(fingerprint: fingerprint, passed: true)
    }
}
