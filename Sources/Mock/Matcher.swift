/// A rule for one argument of a ``Member``, typed by the argument it checks: the compiler
/// rejects a matcher of another type.
///
/// A member's `calledWith`, `notCalled`, `stub` and `call` take one matcher per argument, written
/// with a leading dot:
///
/// ```swift
/// client.get.calledWith(.equal(url), .any)
/// store.insert.calledWith(.fields(of: image, \.id, \.url), .around(now, tolerance: 1), .any)
/// tracker.track.calledWith(.where("is positive") { $0 > 0 })
/// ```
///
/// A member of one argument also takes a literal for `.equal` (`display.show.calledWith("Ada")`).
/// Swift gives a literal among several matchers its own default type, so a member of several
/// arguments takes plain values only all together (`store.insert.calledWith(images, now)`, when
/// every argument is `Equatable`), or `.equal(…)` beside other matchers.
public struct Matcher<Value>: @unchecked Sendable {
    // Unchecked because `equal` and `same(as:)` hold the value they compare with, which may be of
    // any type; the library only reads it.

    /// The same rule, for any argument: what verifications and failure messages work with.
    let arg: Arg

    /// How the rule reads in a failure message, for example `any` or `"Ada"`.
    public var description: String { arg.description }

    /// Any argument at all.
    public static var any: Matcher { Matcher(arg: .any) }

    /// An argument equal to `expected`, compared as ``Arg/equal(_:)`` explains.
    public static func equal(_ expected: Value) -> Matcher { Matcher(arg: .equal(expected)) }

    /// An argument for which `predicate` returns `true`; its type is the argument's, so the
    /// closure needs no annotation.
    ///
    /// - Parameters:
    ///   - description: What the predicate checks, in words, for failure messages.
    ///   - predicate: The check.
    public static func `where`(
        _ description: String,
        _ predicate: @escaping (Value) -> Bool
    ) -> Matcher {
        // Swift does not infer `@Sendable` for a closure among a pack's arguments, so the
        // predicate is taken as it comes; a matcher runs on the task that verifies.
        nonisolated(unsafe) let predicate = predicate
        return Matcher(arg: .where(description) { predicate($0) })
    }

    /// The very instance `expected` (compared with `===`), not merely an equal one.
    public static func same(as expected: AnyObject) -> Matcher {
        Matcher(arg: .same(as: expected))
    }

    /// An argument that `excluded` does not match.
    public static func not(_ excluded: Matcher) -> Matcher { Matcher(arg: .not(excluded.arg)) }

    /// An argument that at least one of `candidates` matches.
    public static func anyOf(_ candidates: Matcher...) -> Matcher {
        Matcher(arg: Arg.anyOf(matching: candidates.map(\.arg)))
    }

    /// A value whose fields at `keyPaths` equal those of `expected`: the test says which fields
    /// make two values the same, and no `==` of the type's is asked.
    ///
    /// ```swift
    /// view.display.calledWith(.fields(of: expected, \.title, \.url))
    /// ```
    public static func fields<each Field: Equatable>(
        of expected: Value,
        _ keyPaths: repeat KeyPath<Value, each Field>
    ) -> Matcher {
        nonisolated(unsafe) let expected = expected
        nonisolated(unsafe) let keyPaths = (repeat each keyPaths)
        var names: [String] = []
        for keyPath in repeat each keyPaths { names.append(KeyPathName.of(keyPath)) }
        let described = names.joined(separator: ", ")
        return Matcher(
            arg: Arg(
                description: "<\(described) as in \(ArgumentFormatting.value(expected))>",
                matches: { actual in
                    guard let actual = actual as? Value else { return false }
                    var same = true
                    for keyPath in repeat each keyPaths {
                        if actual[keyPath: keyPath] != expected[keyPath: keyPath] { same = false }
                    }
                    return same
                },
                explainMismatch: { actual in
                    guard let actual = actual as? Value else {
                        return "expected a \(Value.self), got \(ArgumentFormatting.value(actual))"
                    }
                    var differences: [String] = []
                    for keyPath in repeat each keyPaths {
                        guard actual[keyPath: keyPath] != expected[keyPath: keyPath] else {
                            continue
                        }
                        differences.append(
                            "\(KeyPathName.of(keyPath)) is "
                                + "\(ArgumentFormatting.value(actual[keyPath: keyPath])), "
                                + "expected \(ArgumentFormatting.value(expected[keyPath: keyPath]))"
                        )
                    }
                    return differences.joined(separator: "; ")
                }
            )
        )
    }
}

extension Matcher where Value: FloatingPoint {
    /// A number within `tolerance` of `expected`, for values that arithmetic makes inexact.
    public static func around(_ expected: Value, tolerance: Value) -> Matcher {
        nonisolated(unsafe) let (expected, tolerance) = (expected, tolerance)
        return Matcher(
            arg: Arg(
                description: "<within \(tolerance) of \(expected)>",
                matches: { actual in
                    guard let actual = actual as? Value else { return false }
                    return abs(actual - expected) <= tolerance
                },
                explainMismatch: { actual in
                    guard let actual = actual as? Value else {
                        return "expected a \(Value.self), got \(ArgumentFormatting.value(actual))"
                    }
                    return "expected within \(tolerance) of \(expected), got \(actual), "
                        + "\(abs(actual - expected)) away"
                }
            )
        )
    }
}

extension Matcher where Value: Sequence, Value.Element: Equatable {
    /// A sequence with an element equal to `element`.
    public static func contains(_ element: Value.Element) -> Matcher {
        nonisolated(unsafe) let element = element
        return Matcher(
            arg: Arg(
                description: "<contains \(ArgumentFormatting.value(element))>",
                matches: { actual in (actual as? Value)?.contains(element) ?? false }
            )
        )
    }
}

extension Matcher where Value: Collection {
    /// A collection with no elements.
    public static var isEmpty: Matcher { Matcher(arg: .isEmpty) }
}

extension Matcher where Value: ExpressibleByNilLiteral {
    /// `nil`: an argument whose optional holds no value.
    public static var isNil: Matcher { Matcher(arg: .isNil) }
}

// A literal stands for `.equal(literal)`, for a member of one argument.

extension Matcher: ExpressibleByIntegerLiteral where Value: ExpressibleByIntegerLiteral {
    /// A matcher of the value this literal stands for.
    public init(integerLiteral value: Value.IntegerLiteralType) {
        self = .equal(Value(integerLiteral: value))
    }
}

extension Matcher: ExpressibleByFloatLiteral where Value: ExpressibleByFloatLiteral {
    /// A matcher of the value this literal stands for.
    public init(floatLiteral value: Value.FloatLiteralType) {
        self = .equal(Value(floatLiteral: value))
    }
}

extension Matcher: ExpressibleByBooleanLiteral where Value: ExpressibleByBooleanLiteral {
    /// A matcher of the value this literal stands for.
    public init(booleanLiteral value: Value.BooleanLiteralType) {
        self = .equal(Value(booleanLiteral: value))
    }
}

extension Matcher: ExpressibleByUnicodeScalarLiteral where Value: ExpressibleByStringLiteral {
    /// A matcher of the value this literal stands for.
    public init(unicodeScalarLiteral value: Value.StringLiteralType) {
        self = .equal(Value(stringLiteral: value))
    }
}

extension Matcher: ExpressibleByExtendedGraphemeClusterLiteral
where Value: ExpressibleByStringLiteral {
    /// A matcher of the value this literal stands for.
    public init(extendedGraphemeClusterLiteral value: Value.StringLiteralType) {
        self = .equal(Value(stringLiteral: value))
    }
}

extension Matcher: ExpressibleByStringLiteral where Value: ExpressibleByStringLiteral {
    /// A matcher of the value this literal stands for.
    public init(stringLiteral value: Value.StringLiteralType) {
        self = .equal(Value(stringLiteral: value))
    }
}

extension Matcher: ExpressibleByNilLiteral where Value: ExpressibleByNilLiteral {
    /// The matcher `.isNil`.
    public init(nilLiteral: ()) {
        self = .isNil
    }
}

/// How a key path reads in a message: `\Article.title` as `title`.
enum KeyPathName {
    static func of(_ keyPath: AnyKeyPath) -> String {
        let written = "\(keyPath)"
        guard let dot = written.firstIndex(of: ".") else { return written }
        return String(written[written.index(after: dot)...])
    }
}
