/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?
    // Mutant: every profile presented is kept, for a "recently viewed" nobody asked for.
    private var presented: [Profile] = []

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Mutant: the profile is kept before it is shown.
        presented.append(profile)
        profileView?.showFullName("\(profile.name) \(profile.surname)")
    }
}
