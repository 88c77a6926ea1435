/// Which stored globals and static properties are state a program shares.
extension CodeGraph {
    /// Whether a stored global or static property holds an object or can change: a `var`, or a
    /// `let` whose value is an instance of a class (the module's, or one of the platform's),
    /// rather than a value.
    package static func holdsSharedState(_ property: PropertyDeclaration, in module: SourceModule)
        -> Bool
    {
        if property.keyword == "var" || property.isUnsafelyShared { return true }
        // An address kept as a number, or a pointer: memory every caller shares, whatever the
        // declared type says.
        let unsafe = ((property.type?.tokens ?? []) + (property.initialValue ?? [])).contains {
            token in
            token.kind == .word
                && (token.isWord("bitPattern") || token.text.hasPrefix("Unsafe")
                    || token.isWord("Unmanaged") || token.isWord("OpaquePointer"))
        }
        if unsafe { return true }
        // A closure run once, `{ var made = … ; return { … } }()`, keeps what it declares for
        // every later call: shared state behind a function's face.
        if let value = property.initialValue, value.first?.isSymbol("{") == true,
            value.count >= 3, value[value.count - 2].isSymbol("("),
            value.last?.isSymbol(")") == true
        {
            if value.contains(where: { $0.isWord("var") }) { return true }
            let objects = CodeReference.all(in: value).filter { $0.kind == .creates }.map(\.name)
            if objects.contains(where: { name in
                module.kind(of: name).map { [.class, .actor].contains($0) } ?? !valueTypes.contains(
                    name
                )
            }) {
                return true
            }
        }
        var seen: Set<String> = []
        return holdsObject(property, in: module, seen: &seen)
    }

    /// Whether what `property` keeps is, or holds, an object: an instance of a class or an actor,
    /// a value of a protocol (any conformer may be one), a type of the platform that is no plain
    /// value, or a struct or enum of the module one of whose stored fields does, at any depth. A
    /// copy of such a value shares its objects with every other copy: a `static let` of a struct
    /// that holds the services is a singleton of each of them. `seen` stops a type that holds
    /// itself.
    private static func holdsObject(
        _ property: PropertyDeclaration,
        in module: SourceModule,
        seen: inout Set<String>
    ) -> Bool {
        var names: [String] = []
        if let type = property.type {
            if type.tokens.contains(where: { $0.isSymbol("->") }) { return false }  // a closure
            names = module.resolvedNames(of: type, genericParameters: [])
        } else if let value = property.initialValue {
            if value.first?.isSymbol("{") == true { return false }  // a closure: code, no state
            let made = CodeReference.all(in: value).first { reference in
                switch reference.kind {
                case .creates, .member: return true
                default: return false
                }
            }
            names =
                made.map { module.resolvedNames(of: .named($0.name), genericParameters: []) } ?? []
        }
        for name in names {
            guard let kind = module.kind(of: name) else {
                if !valueTypes.contains(name) { return true }
                continue
            }
            switch kind {
            case .class, .actor, .protocol:
                return true
            case .struct, .enum:
                guard seen.insert(name).inserted else { continue }
                let fields = module.declarations(of: name).flatMap(\.properties).filter {
                    $0.isStored && !$0.isStatic
                }
                for field in fields where holdsObject(field, in: module, seen: &seen) {
                    return true
                }
            default:
                continue
            }
        }
        return false
    }

    /// Types of the platform whose instances are values, not shared objects.
    static let valueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Decimal", "Bool", "String", "Character", "Substring",
        "Array", "Dictionary", "Set", "Optional", "Result", "Range", "ClosedRange", "Date", "URL",
        "Data", "UUID", "TimeInterval", "Duration", "TimeZone", "Locale", "Calendar",
        "DateComponents", "CGPoint", "CGSize", "CGRect", "IndexPath", "Regex", "Never",
        "StaticString", "ContinuousClock", "SuspendingClock", "URLComponents", "URLRequest",
    ]
}
