/// What a command declares of itself, once: its name, what it does, its arguments and its
/// options. Parsing, usage, help and suggestions are all derived from it.
struct CommandConfiguration: Sendable {
    /// Who a command is for, which says where `--help` lists it.
    enum Audience: Sendable {
        /// Someone doing the katas.
        case learner
        /// Someone writing or checking the katas.
        case author
    }

    /// The name typed after `kata`: `next`, `solution-branch`.
    let name: String
    /// One line on what it does.
    let abstract: String
    /// Who it is for.
    let audience: Audience
    /// Its positional arguments, in order.
    var arguments: [ArgumentDeclaration] = []
    /// Its options and flags.
    var options: [OptionDeclaration] = []

    /// The synopsis: `swift run kata graph [<kata>] [--before | --after] [--mermaid | --dot]`.
    var usage: String {
        var parts = ["swift run kata", name]
        for argument in arguments {
            switch (argument.count.lowerBound, argument.count.upperBound) {
            case (1, 1): parts.append(argument.name)
            case (0, 1): parts.append("[\(argument.name)]")
            default: parts.append("[\(argument.name) …]")
            }
        }
        var groups: [String] = []
        for option in options where !option.isHidden {
            if let group = option.exclusiveGroup {
                guard !groups.contains(group) else { continue }
                groups.append(group)
                let members = options.filter { $0.exclusiveGroup == group }.map(\.synopsis)
                parts.append("[\(members.joined(separator: " | "))]")
            } else {
                parts.append("[\(option.synopsis)]")
            }
        }
        return parts.joined(separator: " ")
    }

    /// The full help: overview, usage, arguments and options.
    var help: String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(usage)", ""]
        if !arguments.isEmpty {
            lines.append("ARGUMENTS:")
            for argument in arguments {
                lines += Self.entry(argument.name, argument.help)
            }
            lines.append("")
        }
        lines.append("OPTIONS:")
        for option in options where !option.isHidden {
            lines += Self.entry(option.synopsis, option.help)
        }
        lines += Self.entry("-h, --help", "Show help information.")
        return lines.joined(separator: "\n")
    }

    /// One entry of a help list: the name in a column of 24, then its help, wrapped to 80.
    static func entry(_ name: String, _ help: String) -> [String] {
        let indent = String(repeating: " ", count: 26)
        let wrapped = TextWrapping.wrap(help, width: 80 - indent.count).split(separator: "\n")
        var lines: [String] = []
        for (index, line) in wrapped.enumerated() {
            if index == 0 {
                let head = "  \(name)"
                lines.append(
                    head.count < indent.count
                        ? head.padding(toLength: indent.count, withPad: " ", startingAt: 0) + line
                        : head + "\n" + indent + line
                )
            } else {
                lines.append(indent + line)
            }
        }
        return lines
    }
}

/// A positional argument of a command.
struct ArgumentDeclaration: Sendable {
    /// How usage shows it: `<kata>`.
    let name: String
    /// One sentence for help.
    let help: String
    /// How many values it takes: `1...1` required, `0...1` optional, `0...Int.max` any.
    let count: ClosedRange<Int>

    /// A kata, named by number, name, both, or the start of one name.
    static func kata(_ count: ClosedRange<Int>) -> ArgumentDeclaration {
        ArgumentDeclaration(
            name: "<kata>",
            help: "A kata's number (02), name (greet-by-date), both (02-greet-by-date), or the "
                + "start of one name (greet).",
            count: count
        )
    }
}

/// An option (`--timeout 30`) or a flag (`--before`) of a command.
struct OptionDeclaration: Sendable {
    /// Whether it takes a value.
    enum Kind: Sendable, Equatable {
        /// A flag: present or not.
        case flag
        /// An option followed by a value, shown in usage as `placeholder`.
        case value(placeholder: String)
    }

    /// Its name, `--timeout`.
    let name: String
    /// Whether it takes a value.
    let kind: Kind
    /// One sentence for help.
    let help: String
    /// Flags of the same group cannot be given together: `--before` and `--after`.
    var exclusiveGroup: String? = nil
    /// Whether help leaves it out (a choice for authors made inside an exercise).
    var isHidden = false

    /// How usage shows it: `--timeout <seconds>`, `--before`.
    var synopsis: String {
        switch kind {
        case .flag: name
        case .value(let placeholder): "\(name) \(placeholder)"
        }
    }

    /// `--timeout <seconds>`: how long a checker may run.
    static let timeout = OptionDeclaration(
        name: "--timeout",
        kind: .value(placeholder: "<seconds>"),
        help: "Stop a checker that runs longer, from 1 to 3600 seconds (default: 60)."
    )

    /// `--build-timeout <seconds>`: how long the build before the checker may take.
    static let buildTimeout = OptionDeclaration(
        name: "--build-timeout",
        kind: .value(placeholder: "<seconds>"),
        help: "Stop a build that takes longer, from 1 to 3600 seconds (default: 600)."
    )

    /// `--json`: one JSON document instead of text.
    static let json = OptionDeclaration(
        name: "--json",
        kind: .flag,
        help: "Print one JSON document instead of text (see the README for its schema)."
    )
}
