/// What Swift Testing printed while a checker ran, read line by line.
struct TestOutput {
    private(set) var passed: [String] = []
    private(set) var failed: [String] = []
    private(set) var issues: [String: [String]] = [:]
    private(set) var sawSummary = false

    init(_ output: String) {
        var currentIssueTest: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        {
            if ["✘ Test run ", "✔ Test run ", "━ Test run "].contains(where: line.hasPrefix) {
                // The run's summary; it also starts with "Test", so it is read first.
                sawSummary = true
                currentIssueTest = nil
            } else if let name = Self.testName(in: line, after: "✔ Test ", before: " passed") {
                passed.append(name)
                currentIssueTest = nil
            } else if let name = Self.testName(
                in: line,
                after: "✘ Test ",
                before: " recorded an issue"
            ) {
                let message = line.components(separatedBy: ": ").dropFirst().joined(separator: ": ")
                issues[name, default: []].append(message)
                currentIssueTest = name
            } else if let name = Self.testName(in: line, after: "✘ Test ", before: " failed") {
                failed.append(name)
                currentIssueTest = nil
            } else if let test = currentIssueTest, line.hasPrefix("↳ ") || line.hasPrefix("  ") {
                issues[test, default: []].append(
                    line.hasPrefix("↳ ") ? String(line.dropFirst(2)) : line
                )
            } else {
                currentIssueTest = nil
            }
        }
    }

    /// The name between `after` and `before`, without the quotes of a display name.
    private static func testName(in line: String, after prefix: String, before suffix: String)
        -> String?
    {
        guard line.hasPrefix(prefix), let end = line.range(of: suffix) else { return nil }
        var name = String(
            line[line.index(line.startIndex, offsetBy: prefix.count)..<end.lowerBound]
        )
        if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 {
            name = String(name.dropFirst().dropLast())
        }
        return name
    }

    /// The verdict, given how the test process ended and which tests the event stream saw start
    /// and never end.
    func verdict(ending: ProcessOutcome.Ending, timeout: Double, unfinished: [String])
        -> CheckVerdict
    {
        switch ending {
        case .timedOut:
            return .timedOut(running: unfinished, seconds: timeout)
        case .signalled(let signal):
            return .crashed(running: unfinished, detail: "signal \(signal)")
        case .exited:
            if !sawSummary {
                return .crashed(running: unfinished, detail: "the test process stopped early")
            }
            if failed.isEmpty && ending == .exited(0) {
                return .passed(expectations: passed)
            }
            return .failed(
                passing: passed,
                failing: failed.map { FailedExpectation(name: $0, details: issues[$0] ?? []) }
            )
        }
    }
}
