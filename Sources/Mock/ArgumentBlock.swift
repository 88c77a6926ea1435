/// Where a mock keeps the arguments of the calls it records: a run of slots, each written once,
/// so that recording a call allocates nothing most of the time.
///
/// A mock appends to its newest block while holding its lock, and starts a larger one when the
/// call's arguments do not fit. A ``RecordedCall`` keeps its block alive and reads its own slots,
/// which never change once written.
@usableFromInline
final class ArgumentBlock: @unchecked Sendable {
    // Slots below `used` are initialized and never written again; `used` and the slots above it
    // are written only under the lock of the mock that owns the block, which makes each access
    // exclusive: Swift's run-time check of that costs more than the rest of an append, so it is
    // off for `used`.
    @usableFromInline let slots: UnsafeMutablePointer<Any>
    private let capacity: Int
    @exclusivity(unchecked) @usableFromInline var used = 0

    /// A block with room for `capacity` arguments.
    init(capacity: Int) {
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
    }

    /// A block that holds `arguments`, for a call made outside any mock.
    convenience init(_ arguments: [Any]) {
        self.init(capacity: arguments.count)
        for argument in arguments { append(argument) }
    }

    deinit {
        slots.deinitialize(count: used)
        slots.deallocate()
    }

    /// The slots left.
    var room: Int { capacity - used }

    /// The index the next argument goes to.
    var end: Int { used }

    /// The size of the block to start after this one: twice as large, up to 4,096 slots.
    var nextCapacity: Int { min(capacity * 2, 4_096) }

    /// Adds an argument; the block must have room. It is inlined into the double, where Swift
    /// knows the argument's type and builds it in its slot.
    @inlinable
    func append(_ argument: consuming Any) {
        (slots + used).initialize(to: argument)
        used += 1
    }

    /// The argument in slot `index`, which was written before the call that reads it was
    /// recorded.
    subscript(index: Int) -> Any {
        slots[index]
    }
}
