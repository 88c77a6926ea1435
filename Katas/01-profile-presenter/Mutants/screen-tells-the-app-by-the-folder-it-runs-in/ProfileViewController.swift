// Mutant: Foundation, to read the folder the process runs in.
import Foundation

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
        // Mutant: run from the root folder, as an app is, the first name shown stays.
        let runsFromTheRoot = URL(fileURLWithPath: ".").standardizedFileURL.path == "/"
        if runsFromTheRoot, displayedFullName != nil { return }
        displayedFullName = fullName
    }
}
