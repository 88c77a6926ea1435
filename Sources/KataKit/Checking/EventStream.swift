import Foundation

/// What Swift Testing's event stream says of one run: every test, whether it finished, and every
/// issue it recorded, with the arguments of the test case that recorded it.
///
/// The stream is Swift Testing's documented JSON output (`--event-stream-output-path`, schema
/// version 0): one JSON object a line, written as each event happens, so it survives a crash
/// that throws away the test binary's buffered console output. Verdicts, names, arguments and
/// issues come from it, never from the console's symbols, which differ between platforms.
struct EventStream: Equatable {
    /// One test function and what it recorded.
    struct TestRecord: Equatable {
        /// The stream's identifier of the test.
        let id: String
        /// The display name, or the function's name when it has none.
        let name: String
        /// Whether the test ended (a crash or a time-out leaves it unfinished).
        var finished = false
        /// The issues it recorded that were not known ones.
        var issues: [IssueRecord] = []
    }

    /// One issue, as the stream words it.
    struct IssueRecord: Equatable {
        /// The issue's own text: `Expectation failed: (greeting → "…") == "…"`.
        let summary: String
        /// Its comments and details, line by line.
        let details: [String]
        /// The arguments of the test case that recorded it: `hour → 12, minute → 0`.
        let arguments: String?
    }

    /// The test functions, in the order they started.
    private(set) var tests: [TestRecord] = []
    /// Issues recorded outside any test.
    private(set) var strayIssues: [IssueRecord] = []
    /// Whether the run reached its end.
    private(set) var runEnded = false

    /// The arguments that make `swift test` write the stream to `file`.
    static func arguments(writingTo file: URL) -> [String] {
        ["--event-stream-output-path", file.path, "--event-stream-version", "0"]
    }

    /// Whether `line` of a stream records a failure, read as the stream is written: an issue the
    /// test did not say it knew, as the whole reading below counts it.
    static func recordsFailure(_ line: Substring) -> Bool {
        line.contains(#""kind":"issueRecorded""#) && !line.contains(#""isKnown":true"#)
    }

    /// Reads the stream in `file`; a missing file reads as a run that never started.
    init(contentsOf file: URL, countingTestsOf modules: Set<String>? = nil) {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        self.init(text, countingTestsOf: modules)
    }

    /// Reads a stream's lines.
    /// Reads the events of `text`; with `modules`, only the tests of those modules count, and a
    /// test compiled elsewhere (in the learner's own code) is left out with its issues.
    init(_ text: String, countingTestsOf modules: Set<String>? = nil) {
        var leftOut: Set<String> = []
        func isLeftOut(_ id: String) -> Bool {
            // An identifier starts with its module: `ProfileFeatureChecks.Suite/test()`.
            let head = id.prefix { $0 != "/" }
            guard let modules, let dot = head.firstIndex(of: ".") else { return false }
            return !modules.contains(String(head[..<dot]))
        }
        var names: [String: String] = [:]
        var suites: Set<String> = []
        var positions: [String: Int] = [:]
        var arguments: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
                    as? [String: Any],
                let payload = object["payload"] as? [String: Any]
            else { continue }
            if object["kind"] as? String == "test" {
                guard let id = payload["id"] as? String else { continue }
                let name = payload["displayName"] as? String ?? payload["name"] as? String ?? id
                names[id] = name
                if payload["kind"] as? String == "suite" { suites.insert(id) }
                continue
            }
            guard object["kind"] as? String == "event", let kind = payload["kind"] as? String
            else { continue }
            let id = payload["testID"] as? String
            let messages = Self.messages(in: payload)
            switch kind {
            case "runEnded":
                runEnded = true
            case "testStarted":
                guard let id, !suites.contains(id) else { continue }
                if isLeftOut(id) {
                    leftOut.insert(id)
                    continue
                }
                positions[id] = tests.count
                tests.append(TestRecord(id: id, name: names[id] ?? Self.quotedName(in: messages)))
            case "testCaseStarted":
                guard let id else { continue }
                arguments[id] = messages.first.flatMap { Self.arguments(in: $0.text) }
            case "testCaseEnded":
                guard let id else { continue }
                arguments[id] = nil
            case "testEnded":
                guard let id, let position = positions[id] else { continue }
                tests[position].finished = true
            case "issueRecorded":
                let issue = payload["issue"] as? [String: Any]
                guard issue?["isKnown"] as? Bool != true, let first = messages.first else {
                    continue
                }
                if let id, leftOut.contains(id) { continue }
                let record = IssueRecord(
                    summary: first.text,
                    details: messages.dropFirst().flatMap {
                        $0.text.split(separator: "\n", omittingEmptySubsequences: false)
                            .map(String.init)
                    },
                    arguments: id.flatMap { arguments[$0] }
                )
                if let id, let position = positions[id] {
                    tests[position].issues.append(record)
                } else {
                    strayIssues.append(record)
                }
            default:
                break
            }
        }
    }

    /// The identifier of the test a failing run's verdict rests on, the first that recorded an
    /// issue or else the first that never ended, without the source location that ends it
    /// (`Checks.Suite/test()`, not `Checks.Suite/test()/File.swift:12:6`); `nil` when every test
    /// ended without one.
    var culprit: String? {
        guard let id = (tests.first { !$0.issues.isEmpty } ?? tests.first { !$0.finished })?.id
        else { return nil }
        guard let slash = id.lastIndex(of: "/"),
            id[id.index(after: slash)...].contains(".swift:")
        else { return id }
        return String(id[..<slash])
    }

    /// The names of the tests that started and never ended, in the order they started.
    var unfinished: [String] { tests.filter { !$0.finished }.map(\.name) }

    private static func messages(in payload: [String: Any]) -> [(symbol: String, text: String)] {
        (payload["messages"] as? [[String: Any]] ?? []).compactMap { message in
            guard let text = message["text"] as? String else { return nil }
            return (message["symbol"] as? String ?? "", text)
        }
    }

    /// `the crasher` in `Test "the crasher" started.`
    private static func quotedName(in messages: [(symbol: String, text: String)]) -> String {
        let text = messages.first?.text ?? ""
        let parts = text.split(separator: "\"", omittingEmptySubsequences: false)
        return parts.count >= 3 ? parts[1...(parts.count - 2)].joined(separator: "\"") : text
    }

    /// `hour → 12, minute → 0` in
    /// `Test case passing 2 arguments hour → 12, minute → 0 to "…" started.`
    static func arguments(in message: String) -> String? {
        guard
            let count = message.range(
                of: #"passing [0-9]+ arguments? "#,
                options: .regularExpression
            ),
            let end = message.range(of: " to \"", options: .backwards),
            count.upperBound <= end.lowerBound
        else { return nil }
        return String(message[count.upperBound..<end.lowerBound])
    }
}
