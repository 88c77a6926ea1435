// Alternative: the conformance is declared on the class itself.
/// The premium profile screen: the same information, a grander layout.
public final class PremiumProfileViewController: ProfileViewing {
    /// The headline on screen: the full name in capitals, once one was shown.
    public private(set) var displayedHeadline: String?

    /// Creates an empty premium profile screen.
    public init() {}

    /// Puts `fullName` on screen, as a headline.
    public func showFullName(_ fullName: String) {
        displayedHeadline = fullName.uppercased()
    }
}
