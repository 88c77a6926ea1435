import Foundation
import SourceFacts

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock of one exercise folder, shared by every `kata` on this machine: a check that runs a
/// program there and a command that writes the learner's code there (`reset`, `solve`,
/// `restore`) each hold it, so one never cuts into another. The system releases it when the
/// process ends, however it ends.
struct FolderLock {
    private let descriptor: Int32

    /// Takes the lock of `folder`, waiting for it (and saying so once through `whileWaiting`)
    /// while another `kata` holds it. An interruption while waiting ends the wait.
    init(_ folder: String, whileWaiting: () -> Void) throws {
        descriptor = open(
            Self.companion(of: folder, suffix: "lock").path,
            O_CREAT | O_RDWR | O_CLOEXEC,
            0o600
        )
        guard descriptor >= 0 else { return }  // no lock to be had: run all the same
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        whileWaiting()
        while flock(descriptor, LOCK_EX) != 0 {
            if let signal = Interruption.pending {
                close(descriptor)
                throw KataError.interrupted(signal: signal)
            }
            guard errno == EINTR else { break }
        }
    }

    /// Takes the lock of `folder` when no other `kata` holds it, without waiting.
    init?(ifFree folder: String) {
        let descriptor = open(
            Self.companion(of: folder, suffix: "lock").path,
            O_CREAT | O_RDWR | O_CLOEXEC,
            0o600
        )
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    /// A file that belongs to `folder`, beside its lock in the temporary folder:
    /// `kata-<hash>.<suffix>`.
    static func companion(of folder: String, suffix: String) -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-\(hash(of: folder)).\(suffix)")
    }

    /// Lets the next `kata` in.
    func release() {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Runs `body` holding the lock of `folder`.
    static func holding<Result>(
        _ folder: URL,
        whileWaiting: () -> Void,
        _ body: () throws -> Result
    ) throws -> Result {
        let lock = try FolderLock(folder.standardizedFileURL.path, whileWaiting: whileWaiting)
        defer { lock.release() }
        return try body()
    }

    /// A stable name for `folder` (FNV-1a): the same for every `kata` on the machine.
    private static func hash(of folder: String) -> String {
        String(Digest(folder).value, radix: 16)
    }
}

/// The hidden folders a command works in before it swaps its result in one step
/// (`.partial-<pid>-<id>` for a backup, `.kata-staging-<pid>-<id>` for code) name the `kata`
/// that owns them, so that the clean-up of a later one removes only what a `kata` that is no
/// longer running left behind.
enum WorkFolder {
    /// A new work folder's name: `prefix`, this process's identifier, then a unique part.
    static func name(_ prefix: String) -> String {
        "\(prefix)\(getpid())-\(UUID().uuidString)"
    }

    /// Whether the work folder `name`, which starts with `prefix`, was left by a process that
    /// is gone (or by an earlier version of `kata`, which named no owner).
    static func isLeftover(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let rest = name.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-"), let owner = pid_t(rest[..<dash]) else {
            return true
        }
        // This process holds the exercise's lock while it cleans up: its own work folder is one
        // an earlier step cut short.
        if owner == getpid() { return true }
        return kill(owner, 0) != 0 && errno == ESRCH
    }

    /// Removes, through `fileSystem`, every work folder starting with `prefix` in `folder` that a
    /// `kata` no longer running left behind. One that cannot be removed (a file locked against
    /// deletion) stays: new work folders have names of their own, so it is in nobody's way.
    static func removeLeftovers(
        in folder: URL,
        prefix: String,
        with fileSystem: any FileSystem
    ) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where isLeftover(name, prefix: prefix) {
            try? fileSystem.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
