/// How the name a test writes is held against the name `#function` recorded.
///
/// `#function` spells a method with its labels (`items(in:)`, `refresh()`), a property's getter
/// by the property's name alone (`items`), and both accessors of a subscript `subscript(_:)`. A
/// name matches only the very name recorded, so a property and a method that share a base name
/// stay apart; setters get names of their own (``setter(of:)``).
@usableFromInline
enum MethodName {
    /// Whether the name a test wrote names the recorded member.
    static func matches(_ written: String, _ recorded: String) -> Bool {
        written == recorded
    }

    /// The name without its argument labels: `showFullName` for `showFullName(_:)`.
    static func baseName(of method: String) -> Substring {
        method.prefix { $0 != "(" }
    }

    /// The name a setter records under: `title=` for the property `title`, `subscript(_:)=` for
    /// the subscript `subscript(_:)`.
    @usableFromInline
    static func setter(of member: String) -> String {
        member + "="
    }

    /// Whether `name` is a property's name: no labels and not a setter's.
    static func isProperty(_ name: String) -> Bool {
        !name.contains("(") && !name.hasSuffix("=")
    }

    /// Whether `name` is the name `#function` gives a subscript's accessors.
    @usableFromInline
    static func isSubscript(_ name: String) -> Bool {
        name.hasPrefix("subscript(") && !name.hasSuffix("=")
    }

    /// The name a call to `record` that returns nothing records under.
    ///
    /// `#function` gives a property's setter the property's own name, and a subscript's setter
    /// the subscript's. A getter returns a value, so it never records with this `record`: a
    /// subscript's name here means its setter, and so does a name without parentheses given one
    /// argument (a method's name ends with its labels in parentheses).
    @inlinable
    static func recorded(_ function: String, argumentCount: Int) -> String {
        // A setter always receives the new value, so a call without arguments is no setter.
        guard argumentCount > 0 else { return function }
        let (first, last) =
            function.utf8.withContiguousStorageIfAvailable { ($0.first, $0.last) }
            ?? (function.utf8.first, function.utf8.last)
        if last == UInt8(ascii: ")") {
            guard first == UInt8(ascii: "s"), isSubscript(function) else { return function }
            return setter(of: function)
        }
        return argumentCount == 1 ? setter(of: function) : function
    }
}
