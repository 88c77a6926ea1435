/// The progress line: `[██████░░░░░░] 2/4 done`.
enum ProgressBar {
    /// The line, with a bar of 24 cells, or fewer when the terminal is narrower than
    /// `columns` needs for the words around it.
    static func line(done: Int, total: Int, columns: Int = 100) -> String {
        let words = "Progress: [] \(done)/\(total) done"
        let width = max(4, min(24, columns - words.count))
        let filled = total == 0 ? 0 : width * done / total
        let bar =
            String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        return "Progress: [\(bar)] \(done)/\(total) done"
    }
}
