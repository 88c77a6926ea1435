/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?
    // Mutant: the screen kept once the presenter is busy, and how busy it is.
    private var busyScreen: (any ProfileViewing)?
    private var presented = 0

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Mutant: held strongly from the fiftieth profile on, more than any example presents.
        presented += 1
        if presented >= 50 { busyScreen = profileView }
        profileView?.showFullName("\(profile.name) \(profile.surname)")
    }
}
