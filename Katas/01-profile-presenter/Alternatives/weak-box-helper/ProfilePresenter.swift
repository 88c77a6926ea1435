/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    // Alternative: a helper of the learner's own holds the screen weakly.
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private let profileView: WeakScreen

    // Alternative: an opaque parameter, wrapped in the helper.
    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: some ProfileViewing) {
        self.profileView = WeakScreen(profileView)
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Alternative: the screen is read through the helper.
        profileView.screen?.showFullName("\(profile.name) \(profile.surname)")
    }
}
