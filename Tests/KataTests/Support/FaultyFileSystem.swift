import Foundation

@testable import KataKit

/// The machine's file system, with one fault injected at a chosen change: a full disk, from that
/// change on, or the process killed there, after which nothing more changes (not even the clean-up
/// a `defer` would do in a process that goes on).
final class FaultyFileSystem: FileSystem, @unchecked Sendable {
    /// What happens at the chosen change.
    enum Fault {
        /// That change and every later write fail with "no space left"; removing still works.
        case diskFull
        /// That change and every later one do nothing, as if the process had died there.
        case killed
        /// No fault: every change is made and counted.
        case none
    }

    private let real = LocalFileSystem()
    private let fault: Fault
    private let failingAt: Int
    private let lock = NSLock()
    private var made = 0

    /// A file system whose change number `failingAt` (from 0) and later ones meet `fault`.
    init(_ fault: Fault, atChange failingAt: Int = 0) {
        self.fault = fault
        self.failingAt = failingAt
    }

    /// How many changes were asked for.
    var changes: Int { lock.withLock { made } }

    private func change(removing: Bool = false, _ body: () throws -> Void) throws {
        let number = lock.withLock {
            made += 1
            return made - 1
        }
        guard number >= failingAt else { return try body() }
        switch fault {
        case .none:
            try body()
        case .killed:
            throw CocoaError(.userCancelled)
        case .diskFull:
            if removing { return try body() }
            throw CocoaError(.fileWriteOutOfSpace)
        }
    }

    func createDirectory(at url: URL) throws {
        try change { try real.createDirectory(at: url) }
    }

    func copyItem(at source: URL, to destination: URL) throws {
        try change { try real.copyItem(at: source, to: destination) }
    }

    func write(_ data: Data, to url: URL) throws {
        try change { try real.write(data, to: url) }
    }

    func moveItem(at source: URL, to destination: URL) throws {
        try change { try real.moveItem(at: source, to: destination) }
    }

    func exchangeItem(at first: URL, withItemAt second: URL) throws {
        try change { try real.exchangeItem(at: first, withItemAt: second) }
    }

    func removeItem(at url: URL) throws {
        try change(removing: true) { try real.removeItem(at: url) }
    }
}
