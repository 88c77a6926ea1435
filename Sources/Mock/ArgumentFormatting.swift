/// How failure messages write values and calls.
enum ArgumentFormatting {
    /// The most characters a value is written with in a message: a longer one keeps its start
    /// and its end, and says how long it was, so that one huge argument does not make a
    /// message of megabytes.
    static let longest = 300

    /// A value as a test would write it, shortened past ``longest`` characters.
    static func value(_ value: Any) -> String {
        shortened(fullValue(value))
    }

    /// `text` whole, or its start, its end and its length.
    static func shortened(_ text: String) -> String {
        guard text.count > longest else { return text }
        return "\(text.prefix(200))…\(text.suffix(60)) (\(text.count) characters)"
    }

    /// A value as a test would write it: strings quoted, everything else by its description.
    static func fullValue(_ value: Any) -> String {
        switch value {
        case let text as String: visible(String(reflecting: text))
        case let character as Character: visible(String(reflecting: character))
        case let matcher as Arg: matcher.description
        default: String(describing: value)
        }
    }

    /// `text` with every character that shows as nothing, or as a plain space, written as its
    /// escape (`"Ada\u{A0}Lovelace"`): two strings that differ only there would otherwise read
    /// the same in a message that says they differ.
    static func visible(_ text: String) -> String {
        var written = ""
        for scalar in text.unicodeScalars {
            let invisible: Bool
            switch scalar.properties.generalCategory {
            case .spaceSeparator: invisible = scalar != " "
            case .format, .control, .lineSeparator, .paragraphSeparator, .privateUse,
                .unassigned:
                invisible = true
            default: invisible = false
            }
            written +=
                invisible
                ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
        return written
    }

    /// A method and its arguments: `showFullName(_:)("Ada")`, or `refresh()` with none.
    static func call(_ method: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty else { return method }
        return "\(method)(\(arguments.joined(separator: ", ")))"
    }
}
