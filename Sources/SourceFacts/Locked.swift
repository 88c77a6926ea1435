import Foundation

/// A value behind a lock, for what a test process reads once and shares between the tests that
/// run at the same time.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    package init(_ value: Value) { self.value = value }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

extension Locked {
    /// The value kept for `key`, made by `make` the first time it is asked for, while the
    /// others who ask for it wait: a cache of what a test process reads once.
    package func value<Key: Hashable, Element>(
        for key: Key,
        orMake make: () throws -> Element
    ) rethrows -> Element where Value == [Key: Element] {
        try withLock { kept in
            if let known = kept[key] { return known }
            let made = try make()
            kept[key] = made
            return made
        }
    }
}
