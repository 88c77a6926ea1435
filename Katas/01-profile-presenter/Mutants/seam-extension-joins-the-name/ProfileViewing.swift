/// Anything that can show a profile: the contract the presenter depends on.
///
/// It belongs to the presenter's side: the presenter says what it needs, and every screen that
/// wants to be presented conforms. `AnyObject`, so the presenter can hold a screen weakly.
public protocol ProfileViewing: AnyObject {
    /// Puts `fullName` on screen.
    func showFullName(_ fullName: String)
}

// Mutant: the seam carries a rule of its own: how a profile's name is joined, which every
// screen gets and none can change.
extension ProfileViewing {
    /// Puts the profile's full name on screen.
    public func showProfile(_ profile: Profile) {
        showFullName("\(profile.name) \(profile.surname)")
    }
}
