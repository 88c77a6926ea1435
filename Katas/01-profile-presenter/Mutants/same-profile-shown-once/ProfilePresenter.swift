/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?
    // Mutant: the last full name shown, to spare the screen the same one again.
    private var lastShown: String?

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        let fullName = "\(profile.name) \(profile.surname)"
        // Mutant: the same profile presented twice in a row is shown once.
        guard fullName != lastShown else { return }
        lastShown = fullName
        profileView?.showFullName(fullName)
    }
}
