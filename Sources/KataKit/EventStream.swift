import Foundation

/// Swift Testing's event stream: one JSON object a line, written as each event happens, so it
/// survives a crash that throws away the test binary's buffered console output.
enum EventStream {
    /// The arguments that make `swift test` write the stream to `file`.
    static func arguments(writingTo file: URL) -> [String] {
        ["--event-stream-output-path", file.path, "--event-stream-version", "0"]
    }

    /// The display names of the tests that started and never ended, in the order they started.
    static func unfinishedTests(in file: URL) -> [String] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        var started: [(id: String, name: String)] = []
        var ended: Set<String> = []
        for line in text.split(separator: "\n") {
            guard
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
                    as? [String: Any],
                object["kind"] as? String == "event",
                let payload = object["payload"] as? [String: Any],
                let kind = payload["kind"] as? String,
                let id = payload["testID"] as? String
            else { continue }
            // Suites start and end too; their IDs name a type, with no parameter list.
            guard id.contains("(") else { continue }
            switch kind {
            case "testStarted":
                let messages = payload["messages"] as? [[String: Any]]
                let text = messages?.first?["text"] as? String ?? id
                started.append((id, displayName(in: text)))
            case "testEnded":
                ended.insert(id)
            default:
                break
            }
        }
        return started.filter { !ended.contains($0.id) }.map(\.name)
    }

    /// `the crasher` for the message `Test "the crasher" started.`
    private static func displayName(in message: String) -> String {
        let parts = message.split(separator: "\"", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : message
    }
}
