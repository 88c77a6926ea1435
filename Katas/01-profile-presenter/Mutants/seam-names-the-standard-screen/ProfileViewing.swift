/// Anything that can show a profile: the contract the presenter depends on.
///
/// It belongs to the presenter's side: the presenter says what it needs, and every screen that
/// wants to be presented conforms. `AnyObject`, so the presenter can hold a screen weakly.
public protocol ProfileViewing: AnyObject {
    // Mutant: the seam names the standard screen as its usual conformer.
    /// The screen a presenter is normally used with.
    associatedtype Standard = ProfileViewController

    /// Puts `fullName` on screen.
    func showFullName(_ fullName: String)
}
