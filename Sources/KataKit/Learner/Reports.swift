import Foundation

/// What `kata check --json` prints: one JSON document, described in the README.
struct CheckReport: Encodable {
    /// One expectation of the checker and its verdict.
    struct Expectation: Encodable, Equatable {
        let name: String
        let verdict: String
        let messages: [String]
    }

    /// A compiler error.
    struct CompileError: Encodable, Equatable {
        let file: String
        let line: Int
        let message: String
    }

    let kata: String
    let folder: String
    let title: String
    let status: String
    let expectations: [Expectation]
    let errors: [CompileError]
    let tampering: [String]
    let seconds: Double
    let tool: String

    init(kata: Kata, verdict: CheckVerdict, tampering: [String], seconds: Double) {
        self.kata = kata.number
        folder = kata.folder
        title = kata.metadata.title
        self.tampering = tampering
        self.seconds = (seconds * 100).rounded() / 100
        tool = "kata \(KataCommand.version)"
        var expectations: [Expectation] = []
        var errors: [CompileError] = []
        let status: String
        switch verdict {
        case .passed(let names):
            status = tampering.isEmpty ? "passed" : "tampered"
            expectations = names.map { Expectation(name: $0, verdict: "passed", messages: []) }
        case .failed(let passing, let failing):
            status = "failed"
            expectations =
                passing.map { Expectation(name: $0, verdict: "passed", messages: []) }
                + failing.map {
                    Expectation(name: $0.name, verdict: "failed", messages: $0.details)
                }
        case .notYet(let gap):
            status = "not-yet"
            errors = [Self.error(gap.diagnostic)]
            if let test = gap.test {
                expectations = [Expectation(name: test, verdict: "does-not-compile", messages: [])]
            }
        case .codeDoesNotCompile(let diagnostics):
            status = "code-does-not-compile"
            errors = diagnostics.map(Self.error)
        case .characterizationDoesNotCompile(let diagnostics):
            status = "characterization-does-not-compile"
            errors = diagnostics.map(Self.error)
        case .crashed(let running, let detail, let runtime):
            status = "crashed"
            expectations = running.map {
                Expectation(name: $0, verdict: "crashed", messages: [detail] + runtime)
            }
        case .timedOut(let running, _):
            status = "timed-out"
            expectations = running.map { Expectation(name: $0, verdict: "timed-out", messages: []) }
        case .buildTimedOut(_, let largeFiles):
            status = "build-timed-out"
            errors = largeFiles.map {
                CompileError(file: $0, line: 0, message: "a file this large slows the build")
            }
        case .refusedForGrading(let findings):
            status = "refused-for-grading"
            errors = findings.map { CompileError(file: "", line: 0, message: $0) }
        }
        self.status = status
        self.expectations = expectations
        self.errors = errors
    }

    private static func error(_ diagnostic: Diagnostic) -> CompileError {
        CompileError(file: diagnostic.file, line: diagnostic.line, message: diagnostic.message)
    }

    /// The document, its keys sorted, one line per value.
    var json: String { encodedJSON(self) }
}

/// What `kata list --json` prints: one JSON document, described in the README.
struct ListReport: Encodable {
    /// One kata and where the learner stands with it.
    struct Entry: Encodable {
        let kata: Kata
        let status: KataStatus
        let current: Bool

        enum CodingKeys: String, CodingKey { case kata, folder, title, status, current }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kata.number, forKey: .kata)
            try container.encode(kata.folder, forKey: .folder)
            try container.encode(kata.metadata.title, forKey: .title)
            try container.encode(status.rawValue, forKey: .status)
            try container.encode(current, forKey: .current)
        }
    }

    let entries: [Entry]

    enum CodingKeys: String, CodingKey { case katas, done, total, tool }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .katas)
        try container.encode(entries.filter { $0.status == .done }.count, forKey: .done)
        try container.encode(entries.count, forKey: .total)
        try container.encode("kata \(KataCommand.version)", forKey: .tool)
    }

    /// The document, its keys sorted, one line per value.
    var json: String { encodedJSON(self) }
}

/// `value` as pretty-printed JSON with sorted keys and unescaped slashes.
func encodedJSON(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
}
