/// A value a double can return when the test stubbed nothing and gave no fallback: `nil`, an
/// empty collection, zero, `false`.
///
/// A method whose return type is generic has no fallback to give, and a method that cannot
/// throw has no other way out than returning. Rather than stop the whole test process, the mock
/// reports the missing stub and returns this value, when the type has one.
enum EmptyValue {
    /// The empty value of `Value`, or `nil` when the type has none.
    static func of<Value>(_ type: Value.Type) -> Value? {
        if Value.self == Void.self { return () as? Value }
        if let optional = type as? any ExpressibleByNilLiteral.Type {
            return optional.init(nilLiteral: ()) as? Value
        }
        if let collection = type as? any RangeReplaceableCollection.Type {
            return collection.init() as? Value
        }
        if let set = type as? any SetAlgebra.Type { return set.init() as? Value }
        if let dictionary = type as? any ExpressibleByDictionaryLiteral.Type {
            return empty(dictionary) as? Value
        }
        if let number = type as? any AdditiveArithmetic.Type { return number.zero as? Value }
        if Value.self == Bool.self { return false as? Value }
        return nil
    }

    private static func empty<Dictionary: ExpressibleByDictionaryLiteral>(
        _ type: Dictionary.Type
    ) -> Dictionary {
        Dictionary()
    }
}
