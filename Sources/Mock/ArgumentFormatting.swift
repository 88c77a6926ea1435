/// How failure messages write values and calls.
enum ArgumentFormatting {
    /// A value as a test would write it: strings quoted, everything else by its description.
    static func value(_ value: Any) -> String {
        switch value {
        case let text as String: String(reflecting: text)
        case let character as Character: String(reflecting: character)
        case let matcher as Arg: matcher.description
        default: String(describing: value)
        }
    }

    /// A method and its arguments: `showFullName(_:)("Ada")`, or `refresh()` with none.
    static func call(_ method: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty else { return method }
        return "\(method)(\(arguments.joined(separator: ", ")))"
    }
}
