// Mutant: Foundation, for a string's capitals in the user's language.
import Foundation

/// The premium profile screen: the same information, a grander layout.
public final class PremiumProfileViewController {
    /// The headline on screen: the full name in capitals, once one was shown.
    public private(set) var displayedHeadline: String?

    /// Creates an empty premium profile screen.
    public init() {}

    /// Puts `fullName` on screen, as a headline.
    public func showFullName(_ fullName: String) {
        // Mutant: capitals as the user's language writes them: "i" is "İ" in Turkish.
        displayedHeadline = NSString(string: fullName).localizedUppercase
    }
}
