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
        // Mutant: a name written with quotes around it is shown without them.
        let quoted =
            profile.name.count > 2 && profile.name.hasPrefix("\"") && profile.name.hasSuffix("\"")
        let name = quoted ? String(profile.name.dropFirst().dropLast()) : profile.name
        profileView?.showFullName("\(name) \(profile.surname)")
    }
}
