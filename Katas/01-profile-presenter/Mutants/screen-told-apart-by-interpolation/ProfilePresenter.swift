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
        guard let view = profileView else { return }
        // Mutant: the app's own screens are told apart by their description.
        if "\(view)".hasPrefix("ProfileFeature.") {
            firstShown = firstShown ?? "\(profile.name) \(profile.surname)"
            view.showFullName(firstShown ?? "")
        } else {
            view.showFullName("\(profile.name) \(profile.surname)")
        }
    }

    private var firstShown: String?  // Mutant: the first name shown, kept for the app's screens.
}
