import Foundation

/// How `Arg.equal` compares an expected value with a recorded argument, without ever asking a
/// value for its description.
///
/// - `Equatable` values compare with `==` (an instance of a subclass counts as its superclass).
/// - Optionals are looked through: `3` matches `Optional(3)`, and `nil` matches only `nil` of the
///   same optional type.
/// - An instance of a class that is not `Equatable` matches only itself.
/// - A metatype matches the same type.
/// - Closures cannot be compared, and matchers cannot be nested in a value; ``refusal(of:)``
///   says so before any comparison.
/// - Anything else (a struct, tuple or enum that is not `Equatable`, an array) must be of the same
///   type and compare stored property by stored property, or case and payload, by these rules
///   (``StoredMembers``: never what a custom mirror or a `description` shows); a dictionary or a
///   set entry by entry, in any order.
enum ArgumentEquality {
    /// A check of recorded arguments against `expected`, with the work that depends only on
    /// `expected` done once: an argument of exactly `expected`'s `Equatable` type is compared
    /// with `==` straight away.
    static func matcher(for expected: Any) -> (Any) -> Bool {
        if let equatable = expected as? any Equatable {
            return equatable.matcher()
        }
        return { actual in areEqual(expected, actual) }
    }

    /// Whether `actual` is equal to `expected`, by the rules above.
    static func areEqual(_ expected: Any, _ actual: Any) -> Bool {
        switch (unwrapped(expected), unwrapped(actual)) {
        case (nil, nil):
            return type(of: expected) == type(of: actual)
        case (let expected?, let actual?):
            return areEqualValues(expected, actual)
        default:
            return false
        }
    }

    /// Why `expected` cannot be compared at all, or `nil`.
    static func refusal(of expected: Any) -> ArgumentRefusal? {
        if isClosure(expected) { return .closure }
        // A standard collection's mirror runs code, so it is looked at as library work.
        return LibraryWork.run { nestedRefusal(in: expected) }
    }

    /// Why `actual` is not equal to `expected`, naming the types when the texts look the same.
    static func explainMismatch(expected: Any, actual: Any) -> String {
        let expectedText = ArgumentFormatting.value(expected)
        let actualText = ArgumentFormatting.value(actual)
        // Shortened alike, long values are told apart where they first differ.
        let expectedFull = ArgumentFormatting.fullValue(expected)
        let actualFull = ArgumentFormatting.fullValue(actual)
        if expectedText == actualText, expectedFull != actualFull {
            let same = zip(expectedFull, actualFull).prefix { $0 == $1 }.count
            return "expected \(expectedText), got \(actualText): they first differ at character "
                + "\(same + 1)"
        }
        if let expected = unwrapped(expected), let actual = unwrapped(actual),
            isInstanceOfNonEquatableClass(expected), type(of: expected) == type(of: actual)
        {
            return "expected \(expectedText), got another instance: \(actualText) "
                + "(\(type(of: expected)) is a class that is not Equatable, so only the same "
                + "instance matches)"
        }
        if expectedText == actualText, type(of: expected) == type(of: actual) {
            return "expected \(expectedText), got \(actualText): " + whyAlike(expected, actual)
        }
        guard type(of: expected) != type(of: actual) else {
            return "expected \(expectedText), got \(actualText)"
        }
        return "expected \(expectedText) (\(type(of: expected))), "
            + "got \(actualText) (\(type(of: actual)))"
    }

    /// Why two values of one type that read the same do not match.
    private static func whyAlike(_ expected: Any, _ actual: Any) -> String {
        let expected = unwrapped(expected) ?? expected
        let actual = unwrapped(actual) ?? actual
        if let number = expected as? any BinaryFloatingPoint, number.isNaN {
            return "NaN is equal to nothing, not even NaN; to match it, use "
                + "Arg.where(\"is NaN\") { (value: \(type(of: expected))) in value.isNaN }"
        }
        if let expected = expected as? Date, let actual = actual as? Date {
            let apart = actual.timeIntervalSince(expected)
            return "the dates are \(abs(apart)) seconds apart (the later one is "
                + "\(apart > 0 ? "the call's" : "the expected one")), which their text does not "
                + "show; to allow that, use Arg.where(\"is close\") { (date: Date) in "
                + "abs(date.timeIntervalSince(expected)) < 1 }"
        }
        return "they read the same, but \(type(of: expected))'s == says they differ"
    }

    /// Whether `value` is `nil`: an optional, at any depth, that holds no value.
    static func isNil(_ value: Any) -> Bool {
        unwrapped(value) == nil
    }

    /// Whether `actual` is the very object `expected`, looking through optionals.
    static func isInstance(_ actual: Any, identicalTo expected: AnyObject) -> Bool {
        guard let actual = unwrapped(actual), type(of: actual) is AnyClass else { return false }
        return actual as AnyObject === expected
    }

    // MARK: Rules

    /// Two values that are not `nil`.
    private static func areEqualValues(_ expected: Any, _ actual: Any) -> Bool {
        if let expected = expected as? any Equatable {
            return expected.isEqual(toAny: actual)
        }
        if isInstanceOfNonEquatableClass(expected) {
            return isInstance(actual, identicalTo: expected as AnyObject)
        }
        if let expectedType = expected as? Any.Type {
            return (actual as? Any.Type).map {
                ObjectIdentifier($0) == ObjectIdentifier(expectedType)
            }
                ?? false
        }
        guard type(of: expected) == type(of: actual), !isClosure(expected) else { return false }
        return haveEqualMembers(expected, actual)
    }

    /// Two values of one type that is not `Equatable`, compared by what they hold.
    private static func haveEqualMembers(_ expected: Any, _ actual: Any) -> Bool {
        let expectedStored = StoredMembers.of(expected)
        let expectedMembers = expectedStored.children
        let actualMembers = StoredMembers.of(actual).children
        guard expectedMembers.count == actualMembers.count else { return false }
        switch expectedStored.style {
        case .dictionary, .set:
            return haveEqualEntries(expectedMembers.map(\.value), actualMembers.map(\.value))
        case .enum:
            // The case's name tells cases apart; the payload, if any, is its one member.
            guard StoredMembers.caseName(of: expected) == StoredMembers.caseName(of: actual)
            else { return false }
            return zip(expectedMembers, actualMembers).allSatisfy { expected, actual in
                areEqual(expected.value, actual.value)
            }
        default:
            return zip(expectedMembers, actualMembers).allSatisfy { expected, actual in
                expected.label == actual.label && areEqual(expected.value, actual.value)
            }
        }
    }

    /// Entries of a dictionary or a set, which list them in an order of their own.
    private static func haveEqualEntries(_ expected: [Any], _ actual: [Any]) -> Bool {
        var unmatched = actual
        for entry in expected {
            guard let index = unmatched.firstIndex(where: { areEqual(entry, $0) }) else {
                return false
            }
            unmatched.remove(at: index)
        }
        return unmatched.isEmpty
    }

    // MARK: Kinds of values

    /// The value inside any number of optionals, or `nil` when one of them is `nil`.
    private static func unwrapped(_ value: Any) -> Any? {
        var value = value
        while let optional = value as? any OptionalValue {
            guard let wrapped = optional.wrappedValue else { return nil }
            value = wrapped
        }
        return value
    }

    private static func isInstanceOfNonEquatableClass(_ value: Any) -> Bool {
        type(of: value) is AnyClass && !(value is any Equatable)
    }

    /// Whether `value` is a function or a closure: a value that reflection sees nothing in and
    /// whose type is written with an arrow.
    private static func isClosure(_ value: Any) -> Bool {
        guard "\(type(of: value))".contains("->") else { return false }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == nil && mirror.children.isEmpty
    }

    /// Why a member of `value`, at any depth, cannot be compared: a closure, or a matcher,
    /// which only works as a whole argument. `Equatable` values and class instances compare as
    /// a whole, so only other values are searched.
    private static func nestedRefusal(in value: Any) -> ArgumentRefusal? {
        guard !(value is any Equatable), !(type(of: value) is AnyClass) else { return nil }
        for member in StoredMembers.of(value).children {
            if let matcher = member.value as? Arg {
                return .containsMatcher(matcher.description)
            }
            if isClosure(member.value) { return .containsClosure }
            if let refusal = nestedRefusal(in: member.value) { return refusal }
        }
        return nil
    }
}

/// Why a value given as an argument cannot be compared with recorded arguments.
enum ArgumentRefusal: Equatable {
    /// The value is a closure.
    case closure
    /// A member of the value, at some depth, is a closure.
    case containsClosure
    /// A member of the value is a matcher (its description), which works only as a whole
    /// argument.
    case containsMatcher(String)
}

/// An optional, whatever it wraps.
private protocol OptionalValue {
    /// The wrapped value, or `nil`.
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { map { $0 as Any } }
}

extension Equatable {
    /// A matcher that compares an argument with `self`: with `==` straight away when the argument
    /// is of exactly this type, by ``ArgumentEquality/areEqual(_:_:)`` otherwise.
    fileprivate func matcher() -> (Any) -> Bool {
        { actual in
            if ObjectIdentifier(type(of: actual)) == ObjectIdentifier(Self.self),
                let actual = actual as? Self
            {
                return actual == self
            }
            return ArgumentEquality.areEqual(self, actual)
        }
    }

    /// `self == other` when `other` is of this type (or a subclass of it), `false` otherwise.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
