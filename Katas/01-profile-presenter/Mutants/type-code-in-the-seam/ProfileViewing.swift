/// Anything that can show a profile: the contract the presenter depends on.
///
/// It belongs to the presenter's side: the presenter says what it needs, and every screen that
/// wants to be presented conforms. `AnyObject`, so the presenter can hold a screen weakly.
public protocol ProfileViewing: AnyObject {
    /// Puts `fullName` on screen.
    func showFullName(_ fullName: String)
    // Mutant: a flag that tells the app's screens from a test's.
    /// Whether the screen shows the surname alone when there is no name.
    var showsSurnameAlone: Bool { get }
}

// Mutant: the flag is false unless a screen says otherwise.
extension ProfileViewing {
    /// A screen that says nothing shows the full name as it is.
    public var showsSurnameAlone: Bool { false }
}
