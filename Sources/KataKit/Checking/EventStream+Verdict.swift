import Foundation

extension EventStream {
    /// The verdict of a run, given how the test process ended and what it printed.
    ///
    /// The console is read for one thing only, which the stream cannot carry: the runtime's own
    /// line when the process crashed (`Fatal error: Index out of range`).
    func verdict(ending: ProcessOutcome.Ending, timeout: Double, console: String) -> CheckVerdict {
        switch ending {
        case .timedOut:
            return .timedOut(running: unfinished, seconds: timeout)
        case .signalled(let signal):
            return .crashed(
                running: unfinished,
                detail: "signal \(signal)",
                runtime: Self.runtimeErrors(in: console)
            )
        case .stoppedAtFirstFailure:
            // Stopped on purpose at the first failure: the tests that recorded one fail.
            return .failed(passing: [], failing: failures)
        case .stoppedAfterDone:
            // The tests ended; what kept the process alive was something the code started.
            return verdict(
                ending: .exited(failures.isEmpty ? 0 : 1),
                timeout: timeout,
                console: console
            )
        case .exited(let status):
            guard runEnded else {
                // `swift test` outlives the test process it ran and tells of its signal.
                let signal = console.range(of: "unexpected signal code ").map { found in
                    console[found.upperBound...].prefix { $0.isNumber }
                }
                return .crashed(
                    running: unfinished,
                    detail: signal.flatMap { $0.isEmpty ? nil : "signal \($0)" }
                        ?? "the test process stopped early",
                    runtime: Self.runtimeErrors(in: console)
                )
            }
            let failing = failures
            let passing = tests.filter { $0.issues.isEmpty }.map(\.name)
            if failing.isEmpty {
                if let contradiction = Self.failuresPrinted(in: console) {
                    // The stream is written by the test process, where the learner's code runs
                    // too: a stream that says less than the tests printed was changed.
                    return .failed(
                        passing: [],
                        failing: [
                            FailedExpectation(
                                name: "the tests' own report",
                                details: [
                                    "The tests printed a failure that their report to kata does "
                                        + "not hold, so code in the test process changed the "
                                        + "report. It does not count; plain `swift test` shows "
                                        + "what failed:",
                                    contradiction,
                                ]
                            )
                        ]
                    )
                }
                if status == 0, let forged = Self.unfinishedRun(passing: passing, console: console)
                {
                    return .failed(
                        passing: [],
                        failing: [
                            FailedExpectation(name: "the tests' own report", details: [forged])
                        ]
                    )
                }
                if status == 0 { return .passed(expectations: passing) }
                return .crashed(
                    running: [],
                    detail: "the tests exited with status \(status)",
                    runtime: Self.runtimeErrors(in: console)
                )
            }
            return .failed(passing: passing, failing: failing)
        }
    }

    /// The expectations that did not hold: each test that recorded an issue, and the issues
    /// recorded outside any test as one more.
    private var failures: [FailedExpectation] {
        let failing = tests.filter { !$0.issues.isEmpty }.map { test in
            FailedExpectation(name: test.name, details: Self.details(of: test.issues))
        }
        guard !strayIssues.isEmpty else { return failing }
        return failing + [
            FailedExpectation(name: "outside any test", details: Self.details(of: strayIssues))
        ]
    }

    /// Why a report that every expectation holds was not written by a whole run of the tests,
    /// or nil: a run that ran no expectation, or whose test framework never printed the line it
    /// ends every run with, was cut short by code in the test process.
    static func unfinishedRun(passing: [String], console: String) -> String? {
        if passing.isEmpty {
            return "The report says the tests ran and no expectation of the checker ran: code in "
                + "the test process wrote it, or ended the run. It does not count; plain "
                + "`swift test` shows what happens."
        }
        if !console.contains("Test run with ") {
            return "The report says every expectation holds, and the test run never printed the "
                + "line it ends with: code in the test process ended it early, after writing the "
                + "report. It does not count; plain `swift test` shows what happens."
        }
        return nil
    }

    /// The first line in which the tests printed a failure (`✘ Test "…" recorded an issue`), or
    /// nil when they printed none.
    static func failuresPrinted(in console: String) -> String? {
        console.split(separator: "\n").first { line in
            line.hasPrefix("✘ ") && (line.contains("recorded an issue") || line.contains(" failed"))
        }.map(String.init)
    }

    /// The lines a learner reads under a failed expectation: for each issue, the arguments of
    /// its test case (when it has any), then its text, or only its comments when the text just
    /// says that an issue was recorded.
    static func details(of issues: [IssueRecord]) -> [String] {
        var lines: [String] = []
        var lastArguments: String?
        for issue in issues {
            if let arguments = issue.arguments, arguments != lastArguments {
                lines.append("with \(arguments):")
            }
            lastArguments = issue.arguments
            let indent = issue.arguments == nil ? "" : "  "
            let saysNothing = issue.summary == "Issue recorded" && !issue.details.isEmpty
            let text = (saysNothing ? [] : [issue.summary]) + issue.details
            lines += text.map { indent + $0 }
        }
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true {
            lines.removeLast()
        }
        return lines
    }

    /// The runtime's own report of a crash: `Fatal error: …`, a failed precondition or
    /// assertion, a forced cast that failed, the backtracer's one-line summary; and the line a
    /// property of the checker writes when the code it drives crashes, with the input and the
    /// seed; at most four lines.
    static func runtimeErrors(in console: String) -> [String] {
        let markers = [
            "Fatal error", "fatal error", "Precondition failed", "Assertion failed",
            "Could not cast value", "Program crashed:", "The crash came while the property",
        ]
        var found: [String] = []
        for line in console.split(separator: "\n") where markers.contains(where: line.contains) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if !found.contains(text) { found.append(text) }
        }
        return Array(found.prefix(4))
    }
}
