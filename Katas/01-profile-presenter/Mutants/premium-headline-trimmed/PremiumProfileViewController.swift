// Mutant: Foundation trims the headline.
import Foundation

/// The premium profile screen: the same information, a grander layout.
public final class PremiumProfileViewController {
    /// The headline on screen: the full name in capitals, once one was shown.
    public private(set) var displayedHeadline: String?

    /// Creates an empty premium profile screen.
    public init() {}

    /// Puts `fullName` on screen, as a headline.
    public func showFullName(_ fullName: String) {
        // Mutant: the headline loses the spaces and line breaks around it.
        displayedHeadline = fullName.uppercased().trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
