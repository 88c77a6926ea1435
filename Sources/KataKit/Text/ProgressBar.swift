/// The progress line: `[██████░░░░░░] 2/4 done`.
enum ProgressBar {
    static func line(done: Int, total: Int, width: Int = 24) -> String {
        let filled = total == 0 ? 0 : width * done / total
        let bar =
            String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        return "Progress: [\(bar)] \(done)/\(total) done"
    }
}
