import Foundation

/// Lines typed on standard input, read on a thread of their own so a loop can poll them.
final class StandardInputLines: @unchecked Sendable {
    // `lines` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var lines: [String] = []

    init() {
        let thread = Thread { [self] in
            while let line = readLine() {
                lock.withLock { lines.append(line) }
            }
        }
        thread.start()
    }

    /// The oldest line not taken yet.
    func take() -> String? {
        lock.withLock { lines.isEmpty ? nil : lines.removeFirst() }
    }
}
