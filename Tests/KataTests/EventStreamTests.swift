import Foundation
import Testing

@testable import KataKit

/// Lines of Swift Testing's event stream, in its version 0 schema, as a checker run writes them.
enum StreamLines {
    static func test(_ id: String, _ displayName: String?, suite: Bool = false) -> String {
        var payload: [String: Any] = ["id": id, "kind": suite ? "suite" : "function", "name": id]
        if let displayName { payload["displayName"] = displayName }
        return json(["kind": "test", "version": 0, "payload": payload])
    }

    static func event(
        _ kind: String,
        _ id: String? = nil,
        messages: [(String, String)] = [],
        isKnown: Bool = false
    ) -> String {
        var payload: [String: Any] = [
            "kind": kind,
            "messages": messages.map { ["symbol": $0.0, "text": $0.1] },
        ]
        if let id { payload["testID"] = id }
        if kind == "issueRecorded" { payload["issue"] = ["isKnown": isKnown] }
        return json(["kind": "event", "version": 0, "payload": payload])
    }

    private static func json(_ object: [String: Any]) -> String {
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

@Suite("The verdict reader: Swift Testing's event stream")
struct EventStreamTests {
    let suite = StreamLines.test("Checks", "Kata 01 · checks", suite: true)

    @Test("a name with a colon, or with the words passed and failed, is read whole")
    func namesAreWhole() {
        let name = "it holds it weakly: the screen passed, the presenter failed"
        let stream = EventStream(
            [
                suite,
                StreamLines.test("Checks/weak()", name),
                StreamLines.event("runStarted"),
                StreamLines.event("testStarted", "Checks"),
                StreamLines.event("testStarted", "Checks/weak()"),
                StreamLines.event(
                    "issueRecorded",
                    "Checks/weak()",
                    messages: [("fail", "Expectation failed: released == nil")]
                ),
                StreamLines.event("testEnded", "Checks/weak()"),
                StreamLines.event("testEnded", "Checks"),
                StreamLines.event("runEnded"),
            ].joined(separator: "\n")
        )
        let verdict = stream.verdict(ending: .exited(1), timeout: 60, console: "")
        #expect(
            verdict
                == .failed(
                    passing: [],
                    failing: [
                        FailedExpectation(
                            name: name,
                            details: ["Expectation failed: released == nil"]
                        )
                    ]
                )
        )
    }

    @Test("a parameterized test shows the arguments of each failing case, and the actual value")
    func arguments() {
        let id = "Checks/evening(hour:minute:)"
        let started = { (hour: Int) in
            StreamLines.event(
                "testCaseStarted",
                id,
                messages: [
                    (
                        "default",
                        "Test case passing 2 arguments hour → \(hour), minute → 0 to \"evening\" started."
                    )
                ]
            )
        }
        let stream = EventStream(
            [
                StreamLines.test(id, "evening"),
                StreamLines.event("testStarted", id),
                started(12),
                StreamLines.event(
                    "issueRecorded",
                    id,
                    messages: [
                        (
                            "fail",
                            #"Expectation failed: (greeting → "Good morning") == "Good evening""#
                        ),
                        ("details", "Noon belongs to the evening."),
                    ]
                ),
                StreamLines.event("testCaseEnded", id),
                started(18),
                StreamLines.event("testCaseEnded", id),
                StreamLines.event("testEnded", id),
                StreamLines.event("runEnded"),
            ].joined(separator: "\n")
        )
        #expect(
            EventStream.details(of: stream.tests[0].issues) == [
                "with hour → 12, minute → 0:",
                #"  Expectation failed: (greeting → "Good morning") == "Good evening""#,
                "  Noon belongs to the evening.",
            ]
        )
    }

    @Test("a test process that died of a signal under swift test is a crash by that signal")
    func signalReportedBySwiftTest() {
        let id = "Checks.deep()"
        let stream = EventStream(
            [StreamLines.test(id, "deep"), StreamLines.event("testStarted", id)]
                .joined(separator: "\n")
        )
        let verdict = stream.verdict(
            ending: .exited(1),
            timeout: 60,
            console: "error: Exited with unexpected signal code 11\n"
        )
        #expect(verdict == .crashed(running: ["deep"], detail: "signal 11", runtime: []))
    }

    @Test("an issue that only says it was recorded shows its comment, line by line")
    func recordedIssueShowsItsComment() {
        let details = EventStream.details(of: [
            EventStream.IssueRecord(
                summary: "Issue recorded",
                details: ["Sources/A.swift:4: A keeps `b` as `AnyObject?`.", "Keep a B.", ""],
                arguments: nil
            )
        ])
        #expect(details == ["Sources/A.swift:4: A keeps `b` as `AnyObject?`.", "Keep a B."])
    }

    @Test("known issues do not fail a test")
    func knownIssues() {
        let stream = EventStream(
            [
                StreamLines.test("Checks/a()", "a"),
                StreamLines.event("testStarted", "Checks/a()"),
                StreamLines.event(
                    "issueRecorded",
                    "Checks/a()",
                    messages: [("fail", "known")],
                    isKnown: true
                ),
                StreamLines.event("testEnded", "Checks/a()"),
                StreamLines.event("runEnded"),
            ].joined(separator: "\n")
        )
        #expect(
            stream.verdict(ending: .exited(0), timeout: 60, console: Self.ranToTheEnd)
                == .passed(expectations: ["a"])
        )
    }

    /// What a test run that ran to its end printed last.
    static let ranToTheEnd = "✔ Test run with 1 test passed after 0.001 seconds.\n"

    @Test("a report of no expectation, or of a run that never printed its last line, is no pass")
    func cutShort() {
        let empty = EventStream(StreamLines.event("runEnded"))
        guard
            case .failed(_, let failing) = empty.verdict(
                ending: .exited(0),
                timeout: 60,
                console: Self.ranToTheEnd
            )
        else {
            Issue.record("a report of no expectation passed")
            return
        }
        #expect(failing.first?.details.first?.contains("no expectation of the checker ran") == true)
        let stream = EventStream(
            [
                StreamLines.test("Checks/a()", "a"),
                StreamLines.event("testStarted", "Checks/a()"),
                StreamLines.event("testEnded", "Checks/a()"),
                StreamLines.event("runEnded"),
            ].joined(separator: "\n")
        )
        guard
            case .failed(_, let cut) = stream.verdict(
                ending: .exited(0),
                timeout: 60,
                console: "◇ Test run started.\n"
            )
        else {
            Issue.record("a run that never printed its last line passed")
            return
        }
        #expect(cut.first?.details.first?.contains("ended it early") == true)
    }

    @Test("a stream that says everything passed while the tests printed a failure does not pass")
    func scrubbedStream() {
        let stream = EventStream(
            [
                StreamLines.test("Checks/a()", "a"),
                StreamLines.event("runStarted"),
                StreamLines.event("testStarted", "Checks/a()"),
                StreamLines.event("testEnded", "Checks/a()"),
                StreamLines.event("runEnded"),
            ].joined(separator: "\n")
        )
        let printed = "✘ Test \"a\" recorded an issue at Checks.swift:3:5: Expectation failed"
        let verdict = stream.verdict(
            ending: .exited(0),
            timeout: 60,
            console: "◇ Test run started.\n\(printed)\n"
        )
        guard case .failed(_, let failing) = verdict else {
            Issue.record("expected a failure, got \(verdict)")
            return
        }
        #expect(failing.map(\.name) == ["the tests' own report"])
        #expect(failing.first?.details.last == printed)
        #expect(
            stream.verdict(
                ending: .exited(0),
                timeout: 60,
                console: "✔ Test \"a\" passed\n" + Self.ranToTheEnd
            )
                == .passed(expectations: ["a"])
        )
    }

    @Test("a run that never ended crashed, with the test that was running and the runtime's line")
    func crash() {
        let stream = EventStream(
            [
                StreamLines.test("Checks/a()", "the crasher"),
                StreamLines.event("testStarted", "Checks/a()"),
            ].joined(separator: "\n")
        )
        let console = """
            ◇ Test "the crasher" started.
            Fatal error: Attempted to read an unowned reference but object 0x1 was already destroyed
            💣 Program crashed: System trap at 0x0000
            """
        #expect(
            stream.verdict(ending: .signalled(5), timeout: 60, console: console)
                == .crashed(
                    running: ["the crasher"],
                    detail: "signal 5",
                    runtime: [
                        "Fatal error: Attempted to read an unowned reference but object 0x1 was "
                            + "already destroyed",
                        "💣 Program crashed: System trap at 0x0000",
                    ]
                )
        )
    }

    @Test("a crash under a property keeps the property's line: its input and its seed")
    func crashUnderAProperty() {
        let stream = EventStream(
            [
                StreamLines.test("Checks/a()", "the lister"),
                StreamLines.event("testStarted", "Checks/a()"),
            ].joined(separator: "\n")
        )
        let note =
            "The crash came while the property “every order is listed” ran on its input 3 of "
            + "200, or on a smaller version of it (seed 42). Replay these inputs: KATA_SEED=42 "
            + "swift test --no-parallel"
        let console = """
            ◇ Test "the lister" started.
            ShopApp/OrdersScreen.swift:12: Fatal error: Index out of range
            \(note)
            💣 Program crashed: Illegal instruction at 0x0000
            """
        #expect(
            stream.verdict(ending: .signalled(4), timeout: 60, console: console)
                == .crashed(
                    running: ["the lister"],
                    detail: "signal 4",
                    runtime: [
                        "ShopApp/OrdersScreen.swift:12: Fatal error: Index out of range", note,
                        "💣 Program crashed: Illegal instruction at 0x0000",
                    ]
                )
        )
    }

    @Test("the test a verdict rests on is named without where it is declared, and matched alone")
    func culprit() throws {
        let passing = "Checks.Suite/first()/Checks.swift:10:6"
        let failing = "Checks.Suite/second(of:)/Checks.swift:20:6"
        let stream = EventStream(
            [
                StreamLines.test(passing, "first"),
                StreamLines.test(failing, "second"),
                StreamLines.event("testStarted", passing),
                StreamLines.event("testEnded", passing),
                StreamLines.event("testStarted", failing),
                StreamLines.event("issueRecorded", failing, messages: [("fail", "No.")]),
                StreamLines.event("testEnded", failing),
                StreamLines.event("runEnded"),
            ].joined(separator: "\n")
        )
        #expect(stream.culprit == "Checks.Suite/second(of:)")
        let crashed = EventStream(
            [StreamLines.test(passing, "first"), StreamLines.event("testStarted", passing)]
                .joined(separator: "\n")
        )
        #expect(crashed.culprit == "Checks.Suite/first()")
        #expect(EventStream("").culprit == nil)

        let filter = try NSRegularExpression(
            pattern: CheckerRun.filter(selecting: "Checks.Suite/second(of:)")
        )
        func selects(_ id: String) -> Bool {
            filter.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil
        }
        #expect(selects(failing))
        #expect(selects("Checks.Suite/second(of:)"))
        #expect(!selects(passing))
        #expect(!selects("Checks.Suite/second(of:)Again()/Checks.swift:30:6"))
        #expect(!selects("OtherChecks.Suite/second(of:)/Checks.swift:20:6"))
    }

    @Test("a missing stream reads as a run that never started")
    func missingStream() {
        let stream = EventStream(contentsOf: URL(fileURLWithPath: "/nonexistent/events.jsonl"))
        #expect(!stream.runEnded)
        #expect(stream.tests.isEmpty)
    }
}

@Suite("Test names in a checker's source")
struct TestNamesTests {
    @Test("a display name wrapped over several lines is found whole, for a line inside the test")
    func wrappedDisplayName() {
        let source = """
            @Suite struct Checks {
                @Test(
                    "from noon on the greeting is Good evening, whatever the time the test runs",
                    arguments: [(12, 0)]
                )
                func evening(hour: Int, minute: Int) {
                    #expect(greet(user: abdullah, at: today(hour, minute)) == "x")
                }

                @Test func plain() {
                    _ = 1
                }
            }
            """
        #expect(
            TestNames.enclosingTest(in: source, line: 7)
                == "from noon on the greeting is Good evening, whatever the time the test runs"
        )
        #expect(TestNames.enclosingTest(in: source, line: 11) == "plain()")
        #expect(TestNames.enclosingTest(in: source, line: 1) == nil)
    }
}

@Suite("The verdict reader: only the checker's tests are its expectations")
struct CheckerTestsOnlyTests {
    @Test("a test compiled into the learner's own code is no expectation, passing or failing")
    func learnersOwnTests() {
        let lines = [
            StreamLines.test("SampleChecks.Checks", "Kata 01 · checks", suite: true),
            StreamLines.test("SampleChecks.Checks/real()", "the real expectation"),
            StreamLines.test("Sample.Mine/alwaysPasses()", "the real expectation"),
            StreamLines.test("Sample.Mine/fails()", "a test of my own"),
            StreamLines.event("runStarted"),
            StreamLines.event("testStarted", "SampleChecks.Checks/real()"),
            StreamLines.event(
                "issueRecorded",
                "SampleChecks.Checks/real()",
                messages: [("fail", "Expectation failed")]
            ),
            StreamLines.event("testEnded", "SampleChecks.Checks/real()"),
            StreamLines.event("testStarted", "Sample.Mine/alwaysPasses()"),
            StreamLines.event("testEnded", "Sample.Mine/alwaysPasses()"),
            StreamLines.event("testStarted", "Sample.Mine/fails()"),
            StreamLines.event("issueRecorded", "Sample.Mine/fails()", messages: [("fail", "no")]),
            StreamLines.event("testEnded", "Sample.Mine/fails()"),
            StreamLines.event("runEnded"),
        ].joined(separator: "\n")
        let verdict = EventStream(lines, countingTestsOf: ["SampleChecks"])
            .verdict(ending: .exited(1), timeout: 60, console: "")
        #expect(
            verdict
                == .failed(
                    passing: [],
                    failing: [
                        FailedExpectation(
                            name: "the real expectation",
                            details: ["Expectation failed"]
                        )
                    ]
                ),
            "\(verdict)"
        )
    }
}
