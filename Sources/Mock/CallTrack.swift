import Foundation

/// The calls a mock recorded of one member with one list of argument types, kept as values of
/// those types: recording a call copies its arguments into a tuple, with no `Any` made for them.
///
/// A mock keeps one track per member and argument types. A ``Member`` names its track when it is
/// made; the string-named `record` finds the track of its `#function` and its argument types, or
/// starts one. Every entry carries the call's sequence number, so the mock's calls read back in
/// the order they were made, across tracks.
///
/// A track is read and written only under the lock of the mock that owns it. Reading the calls
/// back takes a ``CallArguments`` snapshot of each track under that lock, and boxes an argument
/// into `Any` only when a verification or a message asks for it.
@usableFromInline
class CallTrack: @unchecked Sendable {
    /// The member's name as calls are recorded, for example `track(_:count:amount:)`.
    @usableFromInline let method: String

    /// Tells tracks of one name but other argument types apart.
    @usableFromInline let kind: ObjectIdentifier

    /// The type of each argument, in order: compared on every call of the string-named API,
    /// where each is a constant, unlike the track's own generic type, which the runtime looks up.
    @usableFromInline let argumentTypes: [ObjectIdentifier]

    init(method: String, kind: ObjectIdentifier, argumentTypes: [ObjectIdentifier]) {
        self.method = method
        self.kind = kind
        self.argumentTypes = argumentTypes
    }

    /// Whether the track holds calls whose arguments have the types `types`.
    @inlinable
    func holds<each Argument>(_ types: repeat (each Argument).Type) -> Bool {
        var index = 0
        for type in repeat each types {
            guard index < argumentTypes.count, argumentTypes[index] == ObjectIdentifier(type) else {
                return false
            }
            index += 1
        }
        return index == argumentTypes.count
    }

    /// How many calls the track holds.
    var count: Int { fatalError("overridden by every track") }

    /// The calls recorded so far, as they stand: later calls do not change it.
    func snapshot() -> CallArguments { fatalError("overridden by every track") }

    /// Empties the track and returns what it held, for the caller to free after unlocking.
    func takeAll() -> Any { fatalError("overridden by every track") }
}

/// A track whose calls have the arguments `Argument…`.
@usableFromInline
final class TypedTrack<each Argument>: CallTrack, @unchecked Sendable {
    @usableFromInline typealias Arguments = ContiguousArray<(repeat each Argument)>

    // Both are written only under the owning mock's lock, which makes each access exclusive;
    // Swift's run-time check of that would cost more than the append. The sequence numbers are
    // kept apart from the arguments, so that reading them back needs no copy of an argument.
    @exclusivity(unchecked) @usableFromInline var sequences = ContiguousArray<Int>()
    @exclusivity(unchecked) @usableFromInline var arguments = Arguments()

    /// Boxes the arguments of calls, call after call; made where the double records, so that
    /// Swift specializes it for the argument types.
    let boxing: Boxing

    @usableFromInline typealias Boxing = @Sendable (Arguments) -> [Any]

    /// A track made where a double records: `boxing` comes from ``boxingArguments()``, inlined
    /// there.
    @usableFromInline init(method: String, boxing: @escaping Boxing) {
        self.boxing = boxing
        var types: [ObjectIdentifier] = []
        for type in repeat (each Argument).self { types.append(ObjectIdentifier(type)) }
        super.init(
            method: method,
            kind: ObjectIdentifier(TypedTrack<repeat each Argument>.self),
            argumentTypes: types
        )
    }

    /// Boxes the arguments of calls, specialized where it is inlined.
    @inlinable
    static func boxingArguments() -> Boxing {
        { calls in
            var boxes: [Any] = []
            for index in calls.indices {
                let call = calls[index]
                for argument in repeat each call { boxes.append(argument) }
            }
            return boxes
        }
    }

    /// Adds a call; the caller holds the mock's lock.
    @inlinable
    func append(_ sequence: Int, _ arguments: repeat each Argument) {
        sequences.append(sequence)
        self.arguments.append((repeat each arguments))
    }

    override var count: Int { sequences.count }

    override func snapshot() -> CallArguments {
        TypedCallArguments(sequences: sequences, arguments: arguments, boxing: boxing, kind: kind)
    }

    override func takeAll() -> Any {
        let old = (sequences, arguments)
        sequences = []
        arguments = []
        return old
    }
}

/// Where a ``RecordedCall`` reads its arguments: a snapshot of a track, or the arguments of one
/// call made outside any track.
@usableFromInline
class CallArguments: @unchecked Sendable {
    /// The sequence number of each call, oldest first.
    let sequences: ContiguousArray<Int>

    /// How many arguments each call has.
    let arity: Int

    /// The argument types of the track the calls come from; `nil` for a call made apart.
    let kind: ObjectIdentifier?

    init(sequences: ContiguousArray<Int>, arity: Int, kind: ObjectIdentifier?) {
        self.sequences = sequences
        self.arity = arity
        self.kind = kind
    }

    /// Argument `position` of call `entry`, boxed.
    func argument(_ position: Int, of entry: Int) -> Any {
        fatalError("overridden by every kind of arguments")
    }

    /// Whether `matchers` hold for the arguments of call `entry`: no matchers accept any
    /// arguments; otherwise the counts agree and every matcher holds.
    final func matches(_ matchers: [Arg], entry: Int) -> Bool {
        guard !matchers.isEmpty else { return true }
        guard matchers.count == arity else { return false }
        return eachArgument(of: entry, holds: matchers)
    }

    /// Whether each argument of call `entry` holds the matcher at its place, read in order up
    /// to the first that does not; there are as many matchers as arguments.
    func eachArgument(of entry: Int, holds matchers: [Arg]) -> Bool {
        for (position, matcher) in matchers.enumerated()
        where !matcher.matches(argument(position, of: entry)) {
            return false
        }
        return true
    }
}

/// The calls of a track as they stood when it was read.
///
/// Their arguments are boxed into `Any` the first time one is asked for, all at once, by the
/// track's specialized `boxing`: a verification reads many.
final class TypedCallArguments<each Argument>: CallArguments, @unchecked Sendable {
    let arguments: TypedTrack<repeat each Argument>.Arguments
    private let boxing: TypedTrack<repeat each Argument>.Boxing

    // `boxes` is written once, under `lock`, the first time an argument is read.
    private let lock = NSLock()
    private var boxes: [Any]?

    init(
        sequences: ContiguousArray<Int>,
        arguments: TypedTrack<repeat each Argument>.Arguments,
        boxing: @escaping TypedTrack<repeat each Argument>.Boxing,
        kind: ObjectIdentifier
    ) {
        self.arguments = arguments
        self.boxing = boxing
        var arity = 0
        for _ in repeat (each Argument).self { arity += 1 }
        super.init(sequences: sequences, arity: arity, kind: kind)
    }

    override func argument(_ position: Int, of entry: Int) -> Any {
        lock.lock()
        defer { lock.unlock() }
        let all = boxes ?? boxing(arguments)
        boxes = all
        return all[entry * arity + position]
    }

    /// Reads the arguments of call `entry` from their tuple, one by one, up to the first that
    /// fails its matcher: looking for a few calls among many boxes no argument of the others.
    override func eachArgument(of entry: Int, holds matchers: [Arg]) -> Bool {
        var position = 0
        for argument in repeat each arguments[entry] {
            guard matchers[position].matches(argument) else { return false }
            position += 1
        }
        return true
    }
}

/// The arguments of one call, already boxed: a call made by library work, or one a test builds.
@usableFromInline
final class LooseCallArguments: CallArguments, @unchecked Sendable {
    private let values: [Any]

    /// The arguments `values` of a call of the track `kind`, if it has one.
    init(_ values: [Any], kind: ObjectIdentifier? = nil) {
        self.values = values
        super.init(sequences: [0], arity: values.count, kind: kind)
    }

    override func argument(_ position: Int, of entry: Int) -> Any { values[position] }
}
