/// What the learner typed, said back in a message: whole when it is short, its start and its
/// length when it is not, so that a mistyped megabyte is not printed back.
enum Echo {
    /// The most characters said back whole.
    static let limit = 60

    /// `text` whole, or its first ``limit`` characters and how long it was.
    static func shown(_ text: String) -> String {
        guard text.count > limit else { return text }
        return "\(text.prefix(limit))… (\(text.count) characters)"
    }
}
