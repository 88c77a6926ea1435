/// Lines typed by the person at the terminal, read without waiting: `watch` polls it for `n`.
protocol LineSource: Sendable {
    /// The oldest line not taken yet, or nil.
    func take() -> String?
}
