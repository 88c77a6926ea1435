// Mutant: any module may subclass the presenter and override how it presents.
/// Decides what a profile screen shows, whichever screen it is.
open class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    // Mutant: overridable by any module.
    /// Shows the profile's full name: the name, a space, the surname.
    open func presentProfile(_ profile: Profile) {
        profileView?.showFullName("\(profile.name) \(profile.surname)")
    }
}
