/// How `Arg.equal` compares an expected value with a recorded argument.
enum ArgumentEquality {
    /// When both values are `Equatable`, `==` if they are of the same type and unequal if not;
    /// otherwise, equal descriptions.
    static func areEqual(_ expected: Any, _ actual: Any) -> Bool {
        if let expected = expected as? any Equatable, actual is any Equatable {
            return expected.isEqual(toAny: actual) ?? false
        }
        return String(describing: expected) == String(describing: actual)
    }

    /// Why `actual` is not equal to `expected`, naming the types when the texts look the same.
    static func explainMismatch(expected: Any, actual: Any) -> String {
        let expectedText = ArgumentFormatting.value(expected)
        let actualText = ArgumentFormatting.value(actual)
        guard expectedText == actualText || type(of: expected) != type(of: actual) else {
            return "expected \(expectedText), got \(actualText)"
        }
        return "expected \(expectedText) (\(type(of: expected))), "
            + "got \(actualText) (\(type(of: actual)))"
    }
}

extension Equatable {
    /// `self == other` when `other` is of this type, `nil` when it is not.
    fileprivate func isEqual(toAny other: Any) -> Bool? {
        guard let other = other as? Self else { return nil }
        return self == other
    }
}
