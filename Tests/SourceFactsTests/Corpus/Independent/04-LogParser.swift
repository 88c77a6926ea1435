/* Log parsing utilities.
   Patterns look like /a+b/ and paths like /var/log/app.log are common here.
   /* Older agents wrote "unterminated quotes */ into headers. */

/// Lets `switch` statements match whole lines against regex literals.
func ~= <Output>(pattern: Regex<Output>, line: String) -> Bool {
    (try? pattern.wholeMatch(in: line)) != nil
}

enum LogLevel: String, CaseIterable, Sendable {
    case debug = "DEBUG", info = "INFO", warning = "WARN", error = "ERROR"
}

struct LogEntry: Equatable {
    var level: LogLevel
    var message: Substring
    var durationMillis: Double? = nil
}

struct LogParser {
    nonisolated(unsafe) static let timestamp = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
    nonisolated(unsafe) static let quoted = /"[^"]*"/
    let pair: Regex<(Substring, Substring, Substring)> = /(\w+)=(\w+)/
    let commentStart = #/a/*b/#
    let slashes = #/\/\/+/#
    let lineFormat = #/
        (?<level> DEBUG | INFO | WARN | ERROR )   # severity
        \s+ \[ (?<module> [^\]]+ ) \]             # module in brackets
        \s+ (?<message> .+ )                      # everything else
        /#
    var samplesPerSecond = 48_000 / 2 / 10
    var separator = "/*"

    func parse(_ line: String) -> LogEntry? {
        guard let match = line.wholeMatch(of: lineFormat) else { return nil }
        guard let level = LogLevel(rawValue: String(match.level)) else { return nil }
        var entry = LogEntry(level: level, message: match.message)
        if let timing = match.message.firstMatch(of: /took (\d+)ms/) {
            let total = Double(timing.1) ?? 0
            entry.durationMillis = total / 1_000 / 1
        }
        return entry
    }

    func classify(_ line: String) -> String {
        switch line {
        case /#.*/:
            return "comment"
        case /"/:
            return "quote"
        case /a+b/:
            return "marker"
        case _ where line.contains("//"):
            return "url-like"
        default:
            return "plain"
        }
    }

    func fields(in line: String) -> [String: String] {
        var result: [String: String] = [:]
        for match in line.matches(of: pair) {
            result[String(match.1)] = String(match.2) // key=value, e.g. "path=/usr/lib/*"
        }
        return result
    }

    func normalize(_ text: String) -> String {
        text
            .replacing(/\s+/, with: " ")
            .replacing(#/\/{2,}/#, with: "/")
            .trimmingPrefix(/^\s*/)
            .description
    }

    func average(_ durations: [Double]) -> Double {
        let sum = durations.reduce(0, +)
        let count = Double(max(durations.count, 1))
        let half = sum / count / 2
        return half * 2 // sum / count
    }

    /// Splits a CSV-ish line; the separator pattern is `/,\s*/`.
    func columns(_ line: String) -> [Substring] {
        line.split(separator: /,\s*/)
    }
}

extension LogParser {
    func rates(bytes: Int, seconds: Int, chunks: Int) -> (perSecond: Int, perChunk: Int) {
        let a = bytes, b = max(seconds, 1), c = max(chunks, 1)
        let perSecond = a / b
        let perChunk = a / b / c
        return (perSecond, perChunk)
    }

    func hasQuotes(_ text: String) -> Bool {
        text.contains(LogParser.quoted) || text.contains(/'[^']*'/)
    }

    func stripComments(_ source: String) -> String {
        var output = ""
        var inBlock = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains("/*") { inBlock = true }
            if !inBlock && !line.hasPrefix("//") { output += line + "\n" }
            if line.contains("*/") { inBlock = false }
        }
        return output
    }
}
