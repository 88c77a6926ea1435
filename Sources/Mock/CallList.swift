/// The calls a mock recorded, oldest first: an array while it is small, then full chunks that
/// are never copied again.
///
/// An array of a million calls is copied each time it grows, and that copying cost more than the
/// rest of recording together (MockBenchmark, one double of a million calls, went from 245 to
/// 136 ns a call once the array no longer grew). So the list grows as an array does up to
/// ``chunkSize`` calls, the size of a test's double, and past that sets each full chunk aside.
/// The list is read whole, as an array, only by verifications.
struct CallList {
    /// How many calls a chunk holds.
    private static let chunkSize = 4_096

    /// The chunks set aside, each holding `chunkSize` calls.
    private var fullChunks: [ContiguousArray<RecordedCall>] = []

    /// The newest calls, fewer than `chunkSize`.
    private var current = ContiguousArray<RecordedCall>()

    /// How many calls the list holds.
    var count: Int { fullChunks.count * Self.chunkSize + current.count }

    /// Adds `call` at the end.
    mutating func append(_ call: RecordedCall) {
        if current.count == Self.chunkSize {
            fullChunks.append(current)
            current = ContiguousArray()
            current.reserveCapacity(Self.chunkSize)
        }
        current.append(call)
    }

    /// The call added last.
    var last: RecordedCall? { current.last }

    /// Every call, oldest first.
    var all: [RecordedCall] {
        guard !fullChunks.isEmpty else { return Array(current) }
        var calls: [RecordedCall] = []
        calls.reserveCapacity(count)
        for chunk in fullChunks { calls += chunk }
        calls += current
        return calls
    }
}
