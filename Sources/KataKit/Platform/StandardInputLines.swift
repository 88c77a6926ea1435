import Foundation

/// Lines typed on standard input, read on a thread of their own (started when first asked for)
/// so that a loop can poll them.
final class StandardInputLines: LineSource, @unchecked Sendable {
    // `lines` and `started` are read and written only while `lock` is held.
    private let lock = NSLock()
    private var lines: [String] = []
    private var started = false

    /// Standard input, not read yet.
    init() {}

    /// The oldest line not taken yet.
    func take() -> String? {
        lock.withLock {
            if !started {
                started = true
                Thread { [self] in
                    while let line = readLine() {
                        lock.withLock { lines.append(line) }
                    }
                }.start()
            }
            return lines.isEmpty ? nil : lines.removeFirst()
        }
    }
}
