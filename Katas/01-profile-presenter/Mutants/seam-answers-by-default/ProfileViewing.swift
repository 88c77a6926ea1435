/// Anything that can show a profile: the contract the presenter depends on.
///
/// It belongs to the presenter's side: the presenter says what it needs, and every screen that
/// wants to be presented conforms. `AnyObject`, so the presenter can hold a screen weakly.
public protocol ProfileViewing: AnyObject {
    /// Puts `fullName` on screen.
    func showFullName(_ fullName: String)
}

// Mutant: a default that answers for any screen that forgets to show the name.
extension ProfileViewing {
    /// Shows nothing, for a screen that does not say how it shows a name.
    public func showFullName(_ fullName: String) {}
}
