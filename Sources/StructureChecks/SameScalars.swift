import Foundation

/// Whether `value` and `other` hold the same thing to the last Unicode scalar, field by field,
/// as reflection shows them: no `==` decides, not the learner's and not the standard library's.
///
/// Swift's `String ==` calls two texts equal when they read alike: `"é"` written as one scalar
/// and as `e` with a combining accent. Code that rewrites the text it passes on (to one form of
/// Unicode, say) then looks unchanged to every `==`, and to every `==` a type synthesizes from
/// its fields. A checker that asks whether text came through as it was given asks this.
///
/// Texts compare by their scalars; collections, optionals, tuples, structures, enumerations and
/// objects by their parts, in order (an enumeration's case by its name too); anything else by
/// how `String(reflecting:)` writes it.
public func sameScalars<Value>(_ value: Value, _ other: Value) -> Bool {
    ScalarComparison().same(value, other, depth: 0)
}

/// The walk behind ``sameScalars(_:_:)``.
private struct ScalarComparison {
    /// How deep nested values are followed: enough for any model a kata has.
    let depthLimit = 16

    func same(_ value: Any, _ other: Any, depth: Int) -> Bool {
        guard depth < depthLimit else { return true }
        switch (value, other) {
        case (let text as String, let otherText as String):
            return text.unicodeScalars.elementsEqual(otherText.unicodeScalars)
        case (let text as Substring, let otherText as Substring):
            return text.unicodeScalars.elementsEqual(otherText.unicodeScalars)
        case (let character as Character, let otherCharacter as Character):
            return character.unicodeScalars.elementsEqual(otherCharacter.unicodeScalars)
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        let otherMirror = Mirror(reflecting: other)
        guard type(of: value) == type(of: other), mirror.displayStyle == otherMirror.displayStyle
        else { return false }
        if mirror.children.isEmpty && otherMirror.children.isEmpty {
            return String(reflecting: value) == String(reflecting: other)
        }
        if mirror.displayStyle == .class, (value as AnyObject) === (other as AnyObject) {
            return true
        }
        var levels = (Optional(mirror), Optional(otherMirror))
        while let level = levels.0, let otherLevel = levels.1 {
            guard level.children.count == otherLevel.children.count else { return false }
            for (child, otherChild) in zip(level.children, otherLevel.children) {
                guard child.label == otherChild.label,
                    same(child.value, otherChild.value, depth: depth + 1)
                else { return false }
            }
            levels = (level.superclassMirror, otherLevel.superclassMirror)
        }
        return true
    }
}

/// What a failure of ``sameScalars(_:_:)`` adds: when the two read alike, as Swift's `==`
/// reads text, that their Unicode scalars differ; when they are lists too long to compare by
/// eye, where they first differ; nothing otherwise.
public func scalarsNote<Value>(_ value: Value, _ other: Value) -> String {
    if String(describing: value) == String(describing: other) {
        return " (they read alike, but their Unicode scalars differ: the text is not the one "
            + "given, rewritten for example into composed or decomposed form, or an earlier "
            + "text that reads alike kept)"
    }
    return firstDifference(value, other)
}

/// Where two lists of more than a few items first differ, as `String(reflecting:)` writes their
/// items: " (the first difference is item 75: "" where "nil" should be; 79 items for 80)".
private func firstDifference<Value>(_ value: Value, _ other: Value) -> String {
    let mirrors = (Mirror(reflecting: value), Mirror(reflecting: other))
    guard mirrors.0.displayStyle == .collection, mirrors.1.displayStyle == .collection else {
        return ""
    }
    let items = mirrors.0.children.map { String(reflecting: $0.value) }
    let expected = mirrors.1.children.map { String(reflecting: $0.value) }
    guard max(items.count, expected.count) > 4 else { return "" }
    let common = min(items.count, expected.count)
    guard
        let index = (0..<common).first(where: { items[$0] != expected[$0] })
            ?? (items.count == expected.count ? nil : common)
    else { return "" }
    let shown = index < items.count ? items[index] : "nothing"
    let wanted = index < expected.count ? expected[index] : "nothing"
    return " (the first difference is item \(index + 1): \(shown) where \(wanted) should be; "
        + "\(items.count) items for \(expected.count))"
}
