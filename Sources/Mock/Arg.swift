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
///
/// An `Arg` is `Sendable`, so a matcher can live in a `static let` and be used from any task.
public struct Arg: @unchecked Sendable {
    // Unchecked because `equal` and `same(as:)` hold the value they compare with, which may be of
    // any type; the library only reads it.

    /// How the rule reads in a failure message, for example `any` or `"Ada"`.
    ///
    /// It is written when asked for, as library work: the description of a double given as the
    /// expected value records nothing.
    public var description: String {
        LibraryWork.run(describe)
    }

    private let describe: () -> String

    /// Whether a recorded argument satisfies the rule.
    let matches: (Any) -> Bool

    /// Says why `value` fails the rule, when the plain description is not enough.
    let explainMismatch: (Any) -> String

    /// The type of the values the rule is about, when it says one (`equal`, `where`, a typed
    /// ``Matcher``): failure messages prefer a call with arguments of that type.
    let valueType: Any.Type?

    /// Why the rule cannot be used at all (its value is or holds a closure or a matcher), or
    /// `nil`.
    let refusal: ArgumentRefusal?

    init(
        description: @autoclosure @escaping () -> String,
        matches: @escaping (Any) -> Bool,
        explainMismatch: ((Any) -> String)? = nil,
        refusal: ArgumentRefusal? = nil,
        valueType: Any.Type? = nil
    ) {
        self.valueType = valueType
        self.describe = description
        self.matches = matches
        self.explainMismatch =
            explainMismatch ?? { actual in
                "expected \(description()), got \(ArgumentFormatting.value(actual))"
            }
        self.refusal = refusal
    }

    /// Any argument at all.
    public static var any: Arg { Arg(description: "any", matches: { _ in true }) }

    /// An argument equal to `expected`.
    ///
    /// `Equatable` values compare with `==`; an optional holding a value matches that value, and
    /// `nil` matches only `nil` of the same optional type. Instances of a class that is not
    /// `Equatable` match only themselves. Other values (structs, tuples and enums that are not
    /// `Equatable`, arrays, dictionaries, sets) compare member by member with these same rules;
    /// dictionaries and sets entry by entry, in any order. Closures cannot be compared: a
    /// verification or a stub given one reports it and says what to use instead.
    public static func equal(_ expected: Any) -> Arg {
        Arg(
            description: ArgumentFormatting.value(expected),
            matches: ArgumentEquality.matcher(for: expected),
            explainMismatch: { ArgumentEquality.explainMismatch(expected: expected, actual: $0) },
            refusal: ArgumentEquality.refusal(of: expected),
            valueType: type(of: expected)
        )
    }

    /// An argument of type `T` for which `predicate` returns `true`.
    ///
    /// Name the type in the closure (`{ (count: Int) in count > 0 }`): Swift otherwise infers it
    /// from the body, `Int` for `{ $0 > 0 }`, and a `Double` argument would never match.
    ///
    /// - Parameters:
    ///   - description: What the predicate checks, in words, for failure messages.
    ///   - predicate: The check; an argument that is not a `T` never matches.
    public static func `where`<T>(
        _ description: String,
        _ predicate: @escaping @Sendable (T) -> Bool
    ) -> Arg {
        Arg(
            description: "<\(description)>",
            matches: { actual in (actual as? T).map(predicate) ?? false },
            explainMismatch: { actual in
                guard actual is T else {
                    return "expected a value of type \(T.self) that \(description), "
                        + "got \(ArgumentFormatting.value(actual)) of type \(type(of: actual)) "
                        + "(to check \(type(of: actual)) values, name the closure's parameter type: "
                        + "{ (value: \(type(of: actual))) in … })"
                }
                return "expected <\(description)>, got \(ArgumentFormatting.value(actual))"
            },
            valueType: T.self
        )
    }

    /// The very instance `expected` (compared with `===`), not merely an equal one.
    public static func same(as expected: AnyObject) -> Arg {
        Arg(
            description: "the same instance as \(ArgumentFormatting.value(expected))",
            matches: { actual in ArgumentEquality.isInstance(actual, identicalTo: expected) },
            explainMismatch: { actual in
                "expected the same instance as \(ArgumentFormatting.value(expected)), "
                    + "got another: \(ArgumentFormatting.value(actual))"
            }
        )
    }

    /// An argument that `excluded` (a plain value, or a matcher) does not match.
    ///
    /// ```swift
    /// mock.calledWith("track(_:)", Arg.not("checkout_failed"))
    /// ```
    public static func not(_ excluded: Any) -> Arg {
        let inner = from(excluded)
        return Arg(
            description: "not \(inner.description)",
            matches: { actual in !inner.matches(actual) },
            refusal: inner.refusal
        )
    }

    /// An argument that at least one of `candidates` (plain values, or matchers) matches.
    ///
    /// ```swift
    /// mock.calledWith("show(_:)", Arg.anyOf("Ada", "Grace"))
    /// ```
    public static func anyOf(_ candidates: Any...) -> Arg {
        anyOf(matching: candidates.map(from))
    }

    /// An argument that at least one of `inners` matches.
    static func anyOf(matching inners: [Arg]) -> Arg {
        Arg(
            description: "any of (\(inners.map(\.description).joined(separator: ", ")))",
            matches: { actual in inners.contains { $0.matches(actual) } },
            refusal: inners.lazy.compactMap(\.refusal).first
        )
    }

    /// `nil`, of any optional type: an argument whose optional holds no value.
    ///
    /// A plain `nil` must be written with its type (`Int?.none as Any`) and matches only `nil`
    /// of that type; `Arg.isNil` needs neither.
    public static var isNil: Arg {
        Arg(description: "nil", matches: ArgumentEquality.isNil)
    }

    /// A number within `tolerance` of `expected`, for values that arithmetic makes inexact.
    ///
    /// ```swift
    /// mock.calledWith("charge(_:)", Arg.around(0.3, tolerance: 1e-9))
    /// ```
    public static func around<Number: FloatingPoint & Sendable>(
        _ expected: Number,
        tolerance: Number
    ) -> Arg {
        Matcher<Number>.around(expected, tolerance: tolerance).arg
    }

    /// A sequence with an element equal to `element`.
    public static func contains<Element: Equatable & Sendable>(_ element: Element) -> Arg {
        Arg(
            description: "<contains \(ArgumentFormatting.value(element))>",
            matches: { actual in
                guard let sequence = actual as? any Sequence else { return false }
                return sequence.contains { ($0 as? Element) == element }
            }
        )
    }

    /// A collection with no elements (an empty array, string, set or dictionary).
    public static var isEmpty: Arg {
        Arg(
            description: "<is empty>",
            matches: { actual in (actual as? any Collection)?.isEmpty ?? false }
        )
    }

    /// A value of type `T` whose fields at `keyPaths` equal those of `expected`: the test says
    /// which fields make two values the same, and no `==` of the type's is asked.
    ///
    /// ```swift
    /// mock.calledWith("show(_:)", Arg.fields(of: expected, \.title, \.url))
    /// ```
    public static func fields<T, each Field: Equatable>(
        of expected: T,
        _ keyPaths: repeat KeyPath<T, each Field>
    ) -> Arg {
        Matcher<T>.fields(of: expected, repeat each keyPaths).arg
    }

    /// Turns what a test passed (a plain value or an `Arg`) into an `Arg`.
    static func from(_ value: Any) -> Arg {
        value as? Arg ?? .equal(value)
    }
}
