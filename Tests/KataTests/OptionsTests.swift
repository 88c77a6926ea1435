import Testing

@testable import KataKit

@Suite("The command line's options, parsed")
struct OptionsTests {
    @Test("operands and a time-out, in any order")
    func operandsAndTimeout() throws {
        let options = try Options(["--timeout", "5", "02"], for: .check)
        #expect(options.operands == ["02"])
        #expect(options.timeout == 5)
        #expect(!options.help)
    }

    @Test(
        "graph takes what to draw and how",
        arguments: [
            (["--before", "--mermaid"], Options.GraphSource.before, Options.GraphFormat.mermaid),
            (["--after", "--dot"], .after, .dot),
            ([], .current, .text),
        ]
    )
    func graphOptions(
        arguments: [String],
        source: Options.GraphSource,
        format: Options.GraphFormat
    ) throws {
        let options = try Options(arguments, for: .graph)
        #expect(options.graphSource == source)
        #expect(options.graphFormat == format)
    }

    @Test("graph's options belong to graph alone")
    func graphOptionsElsewhere() {
        #expect(throws: UsageError.self) { try Options(["--mermaid"], for: .check) }
    }

    @Test(
        "a time-out must be a number of seconds from 1 to 3600",
        arguments: ["0", "3601", "-1", "soon"]
    )
    func badTimeout(value: String) {
        #expect(throws: UsageError.self) { try Options(["--timeout", value], for: .check) }
    }

    @Test("too many or too few operands are refused, help or not")
    func operandCounts() throws {
        #expect(throws: UsageError.self) { try Options(["01", "02"], for: .check) }
        #expect(throws: UsageError.self) { try Options([], for: .reset) }
        #expect(try Options(["--help"], for: .reset).help)
        #expect(try Options(["01", "2026-11-22T01-00-00Z"], for: .restore).operands.count == 2)
    }
}
