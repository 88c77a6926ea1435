import Foundation
import Spelling

/// A mistake on the command line, with the usage of the command it was made in.
struct UsageError: Error, Equatable {
    let message: String
    let usage: String
}

/// What a command line gave one command: its operands, option values and flags, checked
/// against what the command declares.
struct ParsedArguments: Sendable, Equatable {
    /// The positional arguments, in order.
    var operands: [String] = []
    /// The value of each option given, by the option's name.
    var values: [String: String] = [:]
    /// The flags given, by name.
    var flags: Set<String> = []
    /// Whether `--help` or `-h` was given: the command shows its help and does nothing else.
    var help = false
    /// The options a command read, by name: a test proves that each command reads every option
    /// it declares.
    let reads = OptionReads()

    static func == (left: ParsedArguments, right: ParsedArguments) -> Bool {
        left.operands == right.operands && left.values == right.values
            && left.flags == right.flags && left.help == right.help
    }

    /// Reads `arguments` (what follows the command's name) as `configuration` declares.
    ///
    /// An option the command does not declare, an option given twice, two flags of one
    /// exclusive group, a missing value, an empty operand and the wrong number of operands are
    /// usage errors, each said plainly, with the closest option suggested.
    init(_ arguments: [String], for configuration: CommandConfiguration) throws {
        let usage = configuration.usage
        var remaining = arguments[...]
        var seen: Set<String> = []
        while let argument = remaining.popFirst() {
            if argument == "--help" || argument == "-h" {
                help = true
                continue
            }
            if argument == "--" {
                operands += remaining
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                guard !argument.isEmpty else {
                    throw UsageError(
                        message:
                            "an empty argument names nothing: give what the command asks for, "
                            + "for a kata its number, for example `02`.",
                        usage: usage
                    )
                }
                operands.append(argument)
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard let option = configuration.options.first(where: { $0.name == name }) else {
                let names = configuration.options.map(\.name) + ["--help"]
                let hint = Spelling.closest(to: name, among: names, comparing: { $0.lowercased() })
                    .map { " Did you mean `\($0)`?" }
                throw UsageError(
                    message:
                        "`\(configuration.name)` has no option '\(Echo.shown(name))'.\(hint ?? "")",
                    usage: usage
                )
            }
            guard seen.insert(name).inserted else {
                throw UsageError(message: "\(name) is given twice; give it once.", usage: usage)
            }
            if let group = option.exclusiveGroup,
                let other = configuration.options.first(where: {
                    $0.exclusiveGroup == group && $0.name != name && seen.contains($0.name)
                })
            {
                throw UsageError(
                    message: "\(other.name) and \(name) cannot be given together; choose one.",
                    usage: usage
                )
            }
            switch option.kind {
            case .flag:
                guard inlineValue == nil else {
                    throw UsageError(message: "\(name) takes no value.", usage: usage)
                }
                flags.insert(name)
            case .value(let placeholder):
                guard let value = inlineValue ?? remaining.popFirst(), !value.hasPrefix("--") else {
                    throw UsageError(
                        message: "\(name) needs a value: \(name) \(placeholder).",
                        usage: usage
                    )
                }
                values[name] = value
            }
        }
        guard !help else { return }
        let allowed = configuration.arguments.reduce(0...0) { total, argument in
            let upper =
                total.upperBound == Int.max || argument.count.upperBound == Int.max
                ? Int.max : total.upperBound + argument.count.upperBound
            return (total.lowerBound + argument.count.lowerBound)...upper
        }
        if operands.count > allowed.upperBound {
            let extra = operands[allowed.upperBound...].map { "'\(Echo.shown($0))'" }
                .joined(separator: ", ")
            throw UsageError(
                message: "too many arguments for `\(configuration.name)`: \(extra).",
                usage: usage
            )
        }
        if operands.count < allowed.lowerBound {
            let what = configuration.arguments.first { $0.count.lowerBound > 0 }?.name ?? "<kata>"
            let example = what == "<kata>" ? ", for example `02`" : ""
            throw UsageError(
                message: "`\(configuration.name)` needs \(what)\(example).",
                usage: usage
            )
        }
    }

    /// `--timeout=30` as a name and a value; `--timeout` as a name alone.
    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The value given with `option`, if any: the option is read through its declaration, so a
    /// misspelt name does not compile.
    func value(of option: OptionDeclaration) -> String? {
        reads.note(option.name)
        return values[option.name]
    }

    /// Whether the flag `option` was given.
    func isSet(_ option: OptionDeclaration) -> Bool {
        reads.note(option.name)
        return flags.contains(option.name)
    }

    /// The time-out given with `--timeout`, or `fallback`: a number of seconds from 1 to 3600.
    func timeout(usage: String, fallback: Double = 60) throws -> Double {
        try seconds(.timeout, usage: usage, fallback: fallback)
    }

    /// The limits of a check: `--timeout` for the tests, `--build-timeout` for the build.
    func limits(usage: String) throws -> CheckLimits {
        CheckLimits(
            tests: try seconds(.timeout, usage: usage, fallback: 60),
            build: try seconds(.buildTimeout, usage: usage, fallback: 600)
        )
    }

    /// The number of seconds given with `option`, or `fallback`: from 1 to 3600.
    private func seconds(
        _ option: OptionDeclaration,
        usage: String,
        fallback: Double
    ) throws -> Double {
        guard let text = value(of: option) else { return fallback }
        guard let seconds = Double(text) else {
            throw UsageError(
                message: "\(option.name) needs a number of seconds, from 1 to 3600.",
                usage: usage
            )
        }
        guard (1...3600).contains(seconds) else {
            throw UsageError(
                message: "\(option.name) \(Echo.shown(text)) is out of range: give a number of "
                    + "seconds from 1 to 3600.",
                usage: usage
            )
        }
        return seconds
    }
}

/// The names of the options a command read.
final class OptionReads: @unchecked Sendable {
    // `names` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var names: Set<String> = []

    func note(_ name: String) { lock.withLock { _ = names.insert(name) } }

    var all: Set<String> { lock.withLock { names } }
}
