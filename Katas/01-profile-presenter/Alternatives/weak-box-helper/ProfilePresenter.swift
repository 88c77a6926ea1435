/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to, held weakly by a helper.
    private let profileView: WeakScreen

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: some ProfileViewing) {
        self.profileView = WeakScreen(profileView)
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        profileView.screen?.showFullName("\(profile.name) \(profile.surname)")
    }
}
