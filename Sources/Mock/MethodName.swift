/// How the name a test writes is held against the name `#function` recorded.
enum MethodName {
    /// Equal names match, and so does a bare name against a recorded one with its labels:
    /// `showFullName` matches `showFullName(_:)`.
    static func matches(_ written: String, _ recorded: String) -> Bool {
        written == recorded || (!written.contains("(") && baseName(of: recorded) == written)
    }

    /// The name without its argument labels: `showFullName` for `showFullName(_:)`.
    static func baseName(of method: String) -> Substring {
        method.prefix { $0 != "(" }
    }

    /// The name a property's setter records under: `title=` for `title`.
    static func setter(of property: String) -> String {
        property + "="
    }

    /// Whether `name` is the name of a property rather than a method's or a setter's.
    static func isProperty(_ name: String) -> Bool {
        !name.contains("(") && !name.hasSuffix("=")
    }

    /// The name a call to `record` without a fallback records under. `#function` gives a
    /// property's setter the property's own name; a method's name ends with its labels in
    /// parentheses, and a getter returns a value, so one argument and no parentheses mean a setter.
    static func recorded(_ function: String, argumentCount: Int) -> String {
        guard argumentCount == 1, function.utf8.last != UInt8(ascii: ")") else { return function }
        return setter(of: function)
    }
}
