/// The members a value stores, read the way `Mirror` reads a value whose type gives it no
/// custom mirror.
///
/// A type's `customMirror` shows what the type chooses (a login that shows its user and hides
/// its password), and an enum's `description` may be the same for several cases, so neither can
/// tell two values apart. These are the runtime's own reflection entry points, the ones `Mirror`
/// falls back on: they list every stored property, and name an enum's case.
///
/// The standard library's types (arrays, dictionaries, sets) are the exception: their stored
/// properties are their storage, and their mirrors show their elements, so those are read
/// through `Mirror`.
enum StoredMembers {
    /// The kind of a value and the members it holds, in the order they are declared.
    struct Members {
        let style: Mirror.DisplayStyle?
        let children: [(label: String?, value: Any)]
    }

    /// What `value` holds: its elements for a standard collection, its stored properties for a
    /// struct, its elements for a tuple, its payload for an enum case.
    static func of(_ value: Any) -> Members {
        if value is any CustomReflectable, isStandardLibraryType(type(of: value)) {
            let mirror = Mirror(reflecting: value)
            return Members(
                style: mirror.displayStyle,
                children: mirror.children.map { ($0.label, $0.value) }
            )
        }
        let type = type(of: value)
        let count = _storedChildCount(value, type: type)
        let children = (0..<count).map { index -> (label: String?, value: Any) in
            var name: UnsafePointer<CChar>?
            var freeName: NameFreeFunction?
            let child = _storedChild(
                of: value,
                type: type,
                index: index,
                outName: &name,
                outFreeFunc: &freeName
            )
            defer { freeName?(name) }
            return (name.map { String(cString: $0) }, child)
        }
        return Members(style: style(of: value), children: children)
    }

    /// The name of the case `value` is, for a value of an enum type.
    static func caseName(of value: Any) -> String? {
        _enumCaseName(value).map { String(cString: $0) }
    }

    private static func style(of value: Any) -> Mirror.DisplayStyle? {
        switch UInt8(bitPattern: _displayStyle(value)) {
        case UInt8(ascii: "s"): .struct
        case UInt8(ascii: "e"): .enum
        case UInt8(ascii: "t"): .tuple
        case UInt8(ascii: "c"): .class
        default: nil
        }
    }

    private static func isStandardLibraryType(_ type: Any.Type) -> Bool {
        String(reflecting: type).hasPrefix("Swift.")
    }
}

// The runtime entry points behind `Mirror`, declared as the standard library declares them.

private typealias NameFreeFunction = @convention(c) (UnsafePointer<CChar>?) -> Void

@_silgen_name("swift_reflectionMirror_count")
private func _storedChildCount<T>(_: T, type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_subscript")
private func _storedChild<T>(
    of: T,
    type: Any.Type,
    index: Int,
    outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
    outFreeFunc: UnsafeMutablePointer<NameFreeFunction?>
) -> Any

@_silgen_name("swift_reflectionMirror_displayStyle")
private func _displayStyle<T>(_: T) -> CChar

@_silgen_name("swift_EnumCaseName")
private func _enumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
