import Foundation

#if canImport(Synchronization)
    import Synchronization
#endif

/// A number shared by every thread of the process, changed without a lock where the platform
/// allows it.
///
/// Two counters live for the whole process: ``sequence`` numbers every recorded call, so that
/// calls keep one order across mocks, and ``libraryWork`` counts the tasks doing ``LibraryWork``.
/// Each mock has a lock of its own; these counters are the only state that mocks share, and they
/// never hold a value of the test's, so nothing the test wrote runs while one is changed.
class ProcessCounter: @unchecked Sendable {
    /// Numbers every recorded call: 1, 2, 3… in the order calls are recorded, across all mocks.
    static let sequence = ProcessCounter.make()

    /// How many tasks are doing ``LibraryWork`` right now, anywhere in the process.
    static let libraryWork = ProcessCounter.make()

    /// An atomic counter where the platform has one (Linux, macOS 15), else one behind a lock.
    static func make() -> ProcessCounter {
        #if canImport(Synchronization)
            if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
                return AtomicProcessCounter()
            }
        #endif
        return LockedProcessCounter()
    }

    /// Adds `delta` and returns the new value.
    func add(_ delta: Int) -> Int { fatalError("overridden by every kind of counter") }

    /// The current value.
    var value: Int { fatalError("overridden by every kind of counter") }
}

#if canImport(Synchronization)
    /// A counter changed by one atomic instruction.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private final class AtomicProcessCounter: ProcessCounter, @unchecked Sendable {
        // The padding keeps each counter on a cache line of its own: the sequence is written on
        // every call, the count of library work read on every call.
        private let paddingBefore: (Int, Int, Int, Int, Int, Int, Int, Int) = (
            0, 0, 0, 0, 0, 0, 0, 0
        )
        private let counter = Atomic<Int>(0)
        private let paddingAfter: (Int, Int, Int, Int, Int, Int, Int, Int) = (
            0, 0, 0, 0, 0, 0, 0, 0
        )

        override func add(_ delta: Int) -> Int {
            counter.wrappingAdd(delta, ordering: .relaxed).newValue
        }

        override var value: Int { counter.load(ordering: .relaxed) }
    }
#endif

/// A counter behind a lock, for platforms without `Synchronization.Atomic`.
private final class LockedProcessCounter: ProcessCounter, @unchecked Sendable {
    // `counter` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var counter = 0

    override func add(_ delta: Int) -> Int {
        lock.withLock {
            counter += delta
            return counter
        }
    }

    override var value: Int { lock.withLock { counter } }
}
