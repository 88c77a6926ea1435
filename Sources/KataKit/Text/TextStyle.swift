/// Colours for a terminal, or none.
struct TextStyle: Sendable {
    /// Whether to colour at all.
    let colored: Bool

    /// A style that colours only when `colored` is true.
    init(colored: Bool) { self.colored = colored }

    func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Text in green, for what passes.
    func green(_ text: String) -> String { paint(text, "32") }
    /// Text in red, for what fails.
    func red(_ text: String) -> String { paint(text, "31") }
    /// Text in yellow, for what is not there yet.
    func yellow(_ text: String) -> String { paint(text, "33") }
    /// Dim text, for asides.
    func dim(_ text: String) -> String { paint(text, "2") }
    /// Bold text, for headings.
    func bold(_ text: String) -> String { paint(text, "1") }
}
