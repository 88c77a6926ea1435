// Alternative: open to any type; the presenter asks for a class where it keeps one weakly.
/// Anything that can show a profile: the contract the presenter depends on.
///
/// It belongs to the presenter's side: the presenter says what it needs, and every screen that
/// wants to be presented conforms.
public protocol ProfileViewing {
    /// Puts `fullName` on screen.
    func showFullName(_ fullName: String)
}
