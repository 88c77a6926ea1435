import Foundation
import Testing

/// Checks that `object` holds no more after `many` uses than after `few`: that it keeps no
/// history of what it was handed, which no lesson asks for.
///
/// What an object holds is counted by reflection, as every value its stored properties reach:
/// each element of a collection, each byte of a text, and the properties of every object of
/// `module` it keeps, followed through any depth. Objects of other modules, such as the
/// checker's doubles, are not counted: what they keep is theirs. The uses should differ from
/// one another, in texts of one length, so that an object that keeps only the latest, or
/// nothing, holds exactly as much after `many` as after `few`.
///
/// - Parameters:
///   - object: The learner's object, for example the presenter: a class, or a struct, whose
///     stored properties are read as they are when each count is made (a struct's own fields
///     cannot change under a use that is not `mutating`, so what it keeps is in objects).
///   - name: What the message calls it: `The presenter`.
///   - module: The learner's module, whose objects are followed.
///   - few: The uses before the first count.
///   - many: The uses before the second.
///   - use: The use numbered by its argument, from 0.
public func expectKeepsNoHistory(
    of object: Any,
    named name: String,
    module: String,
    few: Int = 3,
    many: Int = 60,
    use: (Int) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for index in 0..<few { use(index) }
    let before = Footprint(module: module).count(object)
    for index in few..<many { use(index) }
    let after = Footprint(module: module).count(object)
    guard after > before else { return }
    Issue.record(
        """
        \(name) holds more after \(many) uses than after \(few): \(after) values against \
        \(before). It keeps a history of what it was handed, which nothing in the lesson asks \
        for: memory, and the user's data, that grow for as long as the app runs. Keep only what \
        the next call needs.
        """,
        sourceLocation: sourceLocation
    )
}

/// How many values an object holds, by reflection (``expectKeepsNoHistory(of:named:module:few:many:use:sourceLocation:)``).
struct Footprint {
    /// The module whose objects are followed.
    let module: String
    /// How deep nested values are followed: enough for any model a kata has.
    var depthLimit = 16

    /// The values `root` holds, itself included.
    func count(_ root: Any) -> Int {
        var seen = Set<ObjectIdentifier>()
        return count(root, depth: 0, seen: &seen)
    }

    private func count(_ value: Any, depth: Int, seen: inout Set<ObjectIdentifier>) -> Int {
        guard depth < depthLimit else { return 1 }
        switch value {
        case let text as String: return 1 + text.utf8.count
        case let text as Substring: return 1 + text.utf8.count
        case let data as Data: return 1 + data.count
        default: break
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            let object = value as AnyObject
            guard seen.insert(ObjectIdentifier(object)).inserted else { return 1 }
            guard String(reflecting: type(of: object)).hasPrefix(module + ".") else { return 1 }
        }
        var total = 1
        var current: Mirror? = mirror
        while let level = current {
            for child in level.children {
                total += count(child.value, depth: depth + 1, seen: &seen)
            }
            current = level.superclassMirror
        }
        return total
    }
}
