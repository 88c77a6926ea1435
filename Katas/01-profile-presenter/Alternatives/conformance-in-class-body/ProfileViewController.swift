// Alternative: the conformance is declared on the class itself.
/// The standard profile screen.
///
/// There is no UIKit here: the screen keeps what it would display, so a test can read it.
public final class ProfileViewController: ProfileViewing {
    /// The full name on screen, once one was shown.
    public private(set) var displayedFullName: String?

    /// Creates an empty profile screen.
    public init() {}

    /// Puts `fullName` on screen.
    public func showFullName(_ fullName: String) {
        displayedFullName = fullName
    }
}
