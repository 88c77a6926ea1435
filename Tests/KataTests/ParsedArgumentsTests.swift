import Testing

@testable import KataKit

@Suite("The command line, read as each command declares it")
struct ParsedArgumentsTests {
    @Test("operands and a time-out, in any order, with or without `=`")
    func operandsAndTimeout() throws {
        for arguments in [["--timeout", "5", "02"], ["02", "--timeout=5"]] {
            let parsed = try ParsedArguments(arguments, for: CheckCommand.configuration)
            #expect(parsed.operands == ["02"])
            #expect(try parsed.timeout(usage: "") == 5)
            #expect(!parsed.help)
        }
    }

    @Test("graph takes what to draw and how")
    func graphOptions() throws {
        let command = try GraphCommand(
            ParsedArguments(["--before", "--mermaid"], for: GraphCommand.configuration)
        )
        #expect(command.source == .before)
        #expect(command.format == .mermaid)
        let plain = try GraphCommand(ParsedArguments([], for: GraphCommand.configuration))
        #expect(plain.source == .current)
        #expect(plain.format == .text)
    }

    @Test(
        "what a command does not declare, a flag given twice or two that conflict, is refused",
        arguments: [
            (["--mermaid"], CheckCommand.configuration, "`check` has no option '--mermaid'."),
            (
                ["02", "--timeout", "5"], HintCommand.configuration,
                "`hint` has no option '--timeout'."
            ),
            (
                ["--before", "--after"], GraphCommand.configuration,
                "--before and --after cannot be given together; choose one."
            ),
            (
                ["--dot", "--dot"], GraphCommand.configuration,
                "--dot is given twice; give it once."
            ),
            (
                ["--timeot", "5"], CheckCommand.configuration,
                "`check` has no option '--timeot'. Did you mean `--timeout`?"
            ),
            (
                [""], CheckCommand.configuration,
                "an empty argument names nothing: give what the command asks for, for a kata its "
                    + "number, for example `02`."
            ),
            (["01", "02"], CheckCommand.configuration, "too many arguments for `check`: '02'."),
            ([], ResetCommand.configuration, "`reset` needs <kata>, for example `02`."),
            (
                ["--timeout"], CheckCommand.configuration,
                "--timeout needs a value: --timeout <seconds>."
            ),
        ]
    )
    func refused(arguments: [String], configuration: CommandConfiguration, message: String) {
        #expect(throws: UsageError(message: message, usage: configuration.usage)) {
            try ParsedArguments(arguments, for: configuration)
        }
    }

    @Test(
        "a time-out must be a number of seconds from 1 to 3600",
        arguments: ["0", "3601", "-1", "soon"]
    )
    func badTimeout(value: String) throws {
        let parsed = try ParsedArguments(["--timeout=\(value)"], for: CheckCommand.configuration)
        #expect(throws: UsageError.self) { try parsed.timeout(usage: "") }
    }

    @Test("help needs no operands; usage is derived from the declaration")
    func help() throws {
        #expect(try ParsedArguments(["--help"], for: ResetCommand.configuration).help)
        #expect(
            GraphCommand.configuration.usage
                == "swift run kata graph [<kata>] [--before | --after] [--mermaid | --dot] [--types]"
        )
        #expect(
            RestoreCommand.configuration.usage == "swift run kata restore <kata> [<backup>]"
        )
    }

    @Test("every option a command declares is read by the command, through its declaration")
    func everyOptionIsRead() throws {
        for entry in KataCommand.commands {
            let configuration = entry.configuration
            let operands = configuration.arguments.flatMap { argument in
                Array(repeating: "01", count: argument.count.lowerBound)
            }
            for option in configuration.options {
                let given: [String]
                switch option.kind {
                case .flag: given = [option.name]
                // A value each option accepts: a number of seconds, a part of a verification.
                case .value(let placeholder):
                    given = [option.name, placeholder == "<i>/<n>" ? "1/2" : "5"]
                }
                let parsed = try ParsedArguments(given + operands, for: configuration)
                _ = try entry.make(parsed)
                #expect(
                    parsed.reads.all.contains(option.name),
                    "`kata \(configuration.name)` declares \(option.name) and never reads it"
                )
            }
        }
    }
}
