import Spelling

/// Finds the recorded method name a misspelt one was probably meant to be.
enum NameSuggestion {
    /// The name in `candidates` closest to `written`, if it is close enough to be a typo.
    ///
    /// Names compare without their argument labels and ignoring case, so `showFullname`
    /// suggests `showFullName(_:)`.
    static func closest(to written: String, among candidates: [String]) -> String? {
        Spelling.closest(to: written, among: candidates) { name in
            MethodName.baseName(of: name).lowercased()
        }
    }
}
