/// Anything that can show a profile: the contract the presenter depends on.
///
/// It belongs to the presenter's side: the presenter says what it needs, and every screen that
/// wants to be presented conforms. `AnyObject`, so the presenter can hold a screen weakly.
public protocol ProfileViewing: AnyObject {
    /// Puts `fullName` on screen.
    func showFullName(_ fullName: String)
}

// Mutant: every screen that can show a profile is made to conform here, in the contract's file.
extension ProfileViewController: ProfileViewing {}
extension PremiumProfileViewController: ProfileViewing {}
