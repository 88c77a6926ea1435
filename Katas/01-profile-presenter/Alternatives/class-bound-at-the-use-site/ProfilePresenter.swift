/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    // Alternative: a class that can show a profile, said where it is kept.
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing & AnyObject)?

    // Alternative: the same composition asked of whoever creates the presenter.
    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing & AnyObject) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        profileView?.showFullName("\(profile.name) \(profile.surname)")
    }
}
