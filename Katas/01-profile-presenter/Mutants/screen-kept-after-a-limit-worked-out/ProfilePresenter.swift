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
        // Mutant: after forty times twenty-five profiles, the screen is kept strongly too.
        presented += 1
        if presented > 40 * 25 { keptAlive = profileView }
        profileView?.showFullName("\(profile.name) \(profile.surname)")
    }

    private var presented = 0  // Mutant: how many profiles were shown.
    private var keptAlive: (any ProfileViewing)?  // Mutant: a strong reference, set late.
}
