/// The commands of `kata`, with their help.
enum Subcommand: String, CaseIterable {
    case next, list, check, watch, hint, graph, reset, restore, diff, solve
    case solutionBranch = "solution-branch"
    case verify, mutants, fingerprint, diagrams, new

    /// How many operands (kata names) the command takes.
    var operandCount: ClosedRange<Int> {
        switch self {
        case .next, .list, .solutionBranch: 0...0
        case .check, .watch, .hint, .graph: 0...1
        case .reset, .diff, .solve: 1...1
        case .restore, .new: 1...2
        case .verify, .mutants, .fingerprint, .diagrams: 0...Int.max
        }
    }

    /// One line on what the command does.
    var abstract: String {
        switch self {
        case .next: "Show the next exercise to do, and your progress."
        case .list: "List every kata with its state."
        case .check: "Run a kata's checker and say which expectations hold."
        case .watch: "Check the current kata again whenever its files change."
        case .hint: "Show one more hint for a kata."
        case .graph:
            "Draw the dependency arrows of a kata's code, and flag the ones that break the rule."
        case .reset: "Put a kata's Before code back, keeping a backup of yours."
        case .restore: "Put back a backup that reset or solve made of your code."
        case .diff: "Show the reference solution against your code."
        case .solve: "Write the reference solution into the exercise, keeping a backup of yours."
        case .solutionBranch: "Make a local git branch `solution` with every exercise solved."
        case .verify:
            "Prove that every checker rejects the before code and the mutants, and accepts the "
                + "reference solution and the alternatives."
        case .mutants: "List the mutants `verify` generates from each reference solution."
        case .fingerprint: "Record each checker's fingerprint in kata.json, after changing it."
        case .diagrams: "Draw the Before and After diagrams of each kata's README anew."
        case .new: "Scaffold a new kata: its lesson folder, its exercise and its manifest line."
        }
    }

    /// The synopsis, for errors and help.
    var usage: String {
        switch self {
        case .next, .list: "swift run kata \(rawValue) [--timeout <seconds>]"
        case .check, .watch: "swift run kata \(rawValue) [<kata>] [--timeout <seconds>]"
        case .hint: "swift run kata hint [<kata>]"
        case .graph: "swift run kata graph [<kata>] [--before | --after] [--mermaid | --dot]"
        case .reset, .diff, .solve: "swift run kata \(rawValue) <kata>"
        case .restore: "swift run kata restore <kata> [<backup>]"
        case .solutionBranch: "swift run kata solution-branch"
        case .verify: "swift run kata verify [<kata> …] [--timeout <seconds>]"
        case .mutants: "swift run kata mutants [<kata> …]"
        case .fingerprint: "swift run kata fingerprint [<kata> …]"
        case .diagrams: "swift run kata diagrams [<kata> …]"
        case .new: "swift run kata new <NN-name> [<Module>]"
        }
    }

    /// The full help of the command.
    var help: String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(usage)", ""]
        if self == .new {
            lines += [
                "ARGUMENTS:",
                "  <NN-name>               The new kata's folder: two digits, a dash and a name",
                "                          in lower case (10-event-bus).",
                "  <Module>                The module of its code (default: the name in",
                "                          UpperCamelCase, EventBus).",
                "",
            ]
        } else if operandCount.upperBound > 0 {
            lines += [
                "ARGUMENTS:",
                "  <kata>                  A kata's number (02), name (greet-by-date), both",
                "                          (02-greet-by-date), or the start of one name (greet).",
                "",
            ]
        }
        lines.append("OPTIONS:")
        if [.next, .list, .check, .watch, .verify].contains(self) {
            lines.append("  --timeout <seconds>     Stop a checker that runs longer (default: 60).")
        }
        if self == .graph {
            lines += [
                "  --before                Draw the kata's Before code instead of yours.",
                "  --after                 Draw the kata's reference solution instead of yours.",
                "  --mermaid               Draw a Mermaid flowchart, for Markdown.",
                "  --dot                   Draw in Graphviz's DOT language.",
            ]
        }
        lines.append("  -h, --help              Show help information.")
        return lines.joined(separator: "\n")
    }
}

/// The overview `kata --help` prints.
enum Help {
    static var overview: String {
        let width = Subcommand.allCases.map(\.rawValue.count).max() ?? 0
        let commands = Subcommand.allCases.map { command in
            "  " + command.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + command.abstract
        }
        return
            ([
                "OVERVIEW: Refactoring katas for the Dependency Inversion Principle.",
                "",
                "USAGE: swift run kata <command> [<kata>] [options]",
                "",
                "Start with `swift run kata next`.",
                "",
                "COMMANDS:",
            ] + commands + [
                "",
                "OPTIONS:",
                "  --version               Show the version.",
                "  -h, --help              Show help information.",
                "",
                "  See `swift run kata help <command>` for a command's own help.",
            ]).joined(separator: "\n")
    }
}
