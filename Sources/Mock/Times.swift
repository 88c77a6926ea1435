/// How many times a verification expects matching calls.
public enum Times: Sendable, Equatable {
    /// No matching call at all.
    case never
    /// Exactly one matching call.
    case once
    /// Exactly `count` matching calls.
    case exactly(Int)
    /// `count` matching calls or more.
    case atLeast(Int)
    /// `count` matching calls or fewer.
    case atMost(Int)

    /// At least one matching call: what `calledWith` expects unless told otherwise.
    public static let atLeastOnce = Times.atLeast(1)

    /// Whether `count` matching calls satisfy the expectation.
    public func accepts(_ count: Int) -> Bool {
        switch self {
        case .never: count == 0
        case .once: count == 1
        case .exactly(let expected): count == expected
        case .atLeast(let minimum): count >= minimum
        case .atMost(let maximum): count <= maximum
        }
    }
}

extension Times: CustomStringConvertible {
    /// The count in words, as it reads in a failure message: `exactly once`, `at least 2 times`.
    public var description: String {
        switch self {
        case .never: "never"
        case .once: "exactly once"
        case .exactly(let count): "exactly \(Times.phrase(count))"
        case .atLeast(let count): "at least \(Times.phrase(count))"
        case .atMost(let count): "at most \(Times.phrase(count))"
        }
    }

    /// `once`, `twice` is avoided on purpose: `1 time` reads oddly, so 1 is `once`.
    static func phrase(_ count: Int) -> String {
        count == 1 ? "once" : "\(count) times"
    }
}
