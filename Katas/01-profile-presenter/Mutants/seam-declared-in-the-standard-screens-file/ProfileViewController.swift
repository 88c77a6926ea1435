// Mutant: the screen's file declares the contract, as the screen's own interface.
/// Anything that can show a profile, as the standard screen does.
public protocol ProfileViewing: AnyObject {
    /// Puts `fullName` on screen.
    func showFullName(_ fullName: String)
}

/// The standard profile screen.
///
/// There is no UIKit here: the screen keeps what it would display, so a test can read it.
public final class ProfileViewController {
    /// The full name on screen, once one was shown.
    public private(set) var displayedFullName: String?

    /// Creates an empty profile screen.
    public init() {}

    /// Puts `fullName` on screen.
    public func showFullName(_ fullName: String) {
        displayedFullName = fullName
    }
}
