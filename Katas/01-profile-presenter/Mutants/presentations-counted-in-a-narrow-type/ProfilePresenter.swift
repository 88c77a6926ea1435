/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?
    // Mutant: a count whose type ends at 65,535, where adding one more traps.
    private var presented: UInt16 = 0

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Mutant: the 65,536th profile ends the app.
        presented += 1
        profileView?.showFullName("\(profile.name) \(profile.surname)")
    }
}
