/// Decides what the profile screen shows.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: ProfileViewController?

    /// Creates a presenter for the standard profile screen.
    public init(profileView: ProfileViewController) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        profileView?.showFullName("\(profile.name) \(profile.surname)")
    }
}
