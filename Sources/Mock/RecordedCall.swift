/// One call that a mock recorded: which method, with which arguments, and when.
///
/// A `RecordedCall` is `Sendable`, so a test can verify from another task and read the calls it
/// gets back. The arguments are the very values the double received; the library never changes
/// them, and a test that shares a mutable argument between tasks must protect it as usual.
public struct RecordedCall: @unchecked Sendable {
    /// The position of this call among the calls of every mock in the process, starting at 1.
    ///
    /// Sequence numbers come from one counter, so they order calls across several mocks.
    public let sequence: Int

    /// The position of this call among its own mock's calls, starting at 1: the number failure
    /// messages show.
    let number: Int

    /// The method's name as `#function` spells it, for example `showFullName(_:)`; a property's
    /// setter records as the property's name followed by `=`, for example `title=`.
    public let method: String

    /// Where the arguments are kept, and which of its calls this one is.
    private let source: CallArguments
    private let entry: Int

    /// Call `entry` of `source`.
    init(sequence: Int, number: Int, method: String, source: CallArguments, entry: Int) {
        self.sequence = sequence
        self.number = number
        self.method = method
        self.source = source
        self.entry = entry
    }

    /// A call with `arguments`, kept apart from any track, of the member whose argument types
    /// are `kind`, if known.
    init(
        sequence: Int,
        number: Int,
        method: String,
        arguments: [Any],
        kind: ObjectIdentifier? = nil
    ) {
        self.init(
            sequence: sequence,
            number: number,
            method: method,
            source: LooseCallArguments(arguments, kind: kind),
            entry: 0
        )
    }

    /// The arguments, in the order the double passed them to `record`, each boxed in `Any`.
    public var arguments: [Any] {
        (0..<argumentCount).map(argument(at:))
    }

    /// The argument types of the member that recorded the call, when it was recorded in a track.
    var kind: ObjectIdentifier? { source.kind }

    /// How many arguments the call has.
    var argumentCount: Int { source.arity }

    /// The argument at `index`, which must be below ``argumentCount``.
    func argument(at index: Int) -> Any {
        source.argument(index, of: entry)
    }

    /// Whether `matchers` hold for the call's arguments: no matchers accept any arguments;
    /// otherwise the counts agree and every matcher holds.
    func matches(_ matchers: [Arg]) -> Bool {
        source.matches(matchers, entry: entry)
    }

    /// The argument at `index`, as a value of type `T`.
    ///
    /// ```swift
    /// let name = try call.argument(0, as: String.self)
    /// let done = try call.argument(1, as: (@Sendable (Data?) -> Void).self)
    /// ```
    ///
    /// A closure is read with the exact function type it was recorded as: a cast never adds or
    /// removes `@Sendable`, so a completion recorded as `@Sendable (Data?) -> Void` cannot be read
    /// as `(Data?) -> Void`, nor the other way round. The error's message names the type to ask
    /// for.
    ///
    /// - Throws: ``MockError/argumentIndexOutOfRange(method:index:count:)`` when the call has no
    ///   argument at `index`, and ``MockError/argumentTypeMismatch(method:index:expected:actual:)``
    ///   when the argument is not a `T`.
    public func argument<T>(_ index: Int, as type: T.Type = T.self) throws -> T {
        guard (0..<argumentCount).contains(index) else {
            throw MockError.argumentIndexOutOfRange(
                method: method,
                index: index,
                count: argumentCount
            )
        }
        guard let value = argument(at: index) as? T else {
            throw MockError.argumentTypeMismatch(
                method: method,
                index: index,
                expected: "\(T.self)",
                actual: "\(Swift.type(of: argument(at: index)))"
            )
        }
        return value
    }

    /// The method and its arguments as messages show them: `showFullName(_:)("Ada")`.
    var invocation: String {
        ArgumentFormatting.call(method, arguments.map(ArgumentFormatting.value))
    }
}

extension RecordedCall: CustomStringConvertible {
    /// The call as the failure messages show it: `#3 showFullName(_:)("Ada")`.
    public var description: String {
        "#\(number) \(invocation)"
    }
}
