/// A rule that one recorded argument must satisfy, for verifying and for stubbing.
///
/// Wherever `calledWith` or `stub` take arguments, a plain value means "equal to this value";
/// use an `Arg` to say something else:
///
/// ```swift
/// mock.calledWith("add(_:to:)", Arg.any, 3)
/// mock.calledWith("show(_:)", Arg.where("is not empty") { (text: String) in !text.isEmpty })
/// mock.calledWith("attach(_:)", Arg.same(as: view))
/// ```
public struct Arg {
    /// How the rule reads in a failure message, for example `any` or `"Ada"`.
    public let description: String

    /// Whether a recorded argument satisfies the rule.
    let matches: (Any) -> Bool

    /// Says why `value` fails the rule, when the plain description is not enough.
    let explainMismatch: (Any) -> String

    private init(
        description: String,
        matches: @escaping (Any) -> Bool,
        explainMismatch: ((Any) -> String)? = nil
    ) {
        self.description = description
        self.matches = matches
        self.explainMismatch =
            explainMismatch ?? { actual in
                "expected \(description), got \(ArgumentFormatting.value(actual))"
            }
    }

    /// Any argument at all.
    public static var any: Arg { Arg(description: "any", matches: { _ in true }) }

    /// An argument equal to `expected`.
    ///
    /// Values compare with `==` when `expected` is `Equatable` and the argument is of the same
    /// type; otherwise they compare by their description (`String(describing:)`).
    public static func equal(_ expected: Any) -> Arg {
        Arg(
            description: ArgumentFormatting.value(expected),
            matches: { ArgumentEquality.areEqual(expected, $0) },
            explainMismatch: { ArgumentEquality.explainMismatch(expected: expected, actual: $0) }
        )
    }

    /// An argument of type `T` for which `predicate` returns `true`.
    ///
    /// - Parameters:
    ///   - description: What the predicate checks, in words, for failure messages.
    ///   - predicate: The check; an argument that is not a `T` never matches.
    public static func `where`<T>(
        _ description: String,
        _ predicate: @escaping (T) -> Bool
    ) -> Arg {
        Arg(
            description: "<\(description)>",
            matches: { actual in (actual as? T).map(predicate) ?? false },
            explainMismatch: { actual in
                guard actual is T else {
                    return "expected a \(T.self) that \(description), got a \(type(of: actual))"
                }
                return "expected <\(description)>, got \(ArgumentFormatting.value(actual))"
            }
        )
    }

    /// The very instance `expected` (compared with `===`), not merely an equal one.
    public static func same(as expected: AnyObject) -> Arg {
        Arg(
            description: "the same instance as \(ArgumentFormatting.value(expected))",
            matches: { actual in (actual as AnyObject) === expected },
            explainMismatch: { actual in
                "expected the same instance as \(ArgumentFormatting.value(expected)), "
                    + "got another: \(ArgumentFormatting.value(actual))"
            }
        )
    }

    /// Turns what a test passed (a plain value or an `Arg`) into an `Arg`.
    static func from(_ value: Any) -> Arg {
        value as? Arg ?? .equal(value)
    }
}
