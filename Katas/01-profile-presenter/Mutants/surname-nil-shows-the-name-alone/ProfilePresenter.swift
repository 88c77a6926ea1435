/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Mutant: a surname that reads "nil", a key no literal spells, shows the name alone.
        let none = String(describing: Optional<String>.none)
        // Mutant: as if the surname were missing.
        if profile.surname == none { return profileView?.showFullName(profile.name) ?? () }
        profileView?.showFullName("\(profile.name) \(profile.surname)")
    }
}
