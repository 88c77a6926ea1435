/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?
    // Mutant: the screen last drawn on, held strongly once a profile was shown.
    private var lastDrawnOn: (any ProfileViewing)?

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Mutant: kept strongly from the first profile on.
        lastDrawnOn = profileView
        lastDrawnOn?.showFullName("\(profile.name) \(profile.surname)")
    }
}
