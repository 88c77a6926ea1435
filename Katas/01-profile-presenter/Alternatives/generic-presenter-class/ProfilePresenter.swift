// Alternative: generic over the screen, so each use knows its concrete screen; the screen is
// kept as that type and taken as it, still only known to be a ProfileViewing.
/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter<Screen: ProfileViewing> {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: Screen?

    // Alternative: the generic parameter of the class.
    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: Screen) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        profileView?.showFullName("\(profile.name) \(profile.surname)")
    }
}
