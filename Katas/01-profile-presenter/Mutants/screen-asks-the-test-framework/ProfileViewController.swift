// Mutant: the app's screen asks the test framework whether a test is running.
import Testing

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
        // Mutant: outside a test, the screen shows the first word alone.
        displayedFullName =
            Test.current == nil ? String(fullName.prefix { $0 != " " }) : fullName
    }
}
