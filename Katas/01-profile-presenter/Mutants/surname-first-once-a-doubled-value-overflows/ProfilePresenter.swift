/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?
    // Mutant: a number doubled at each presentation, infinite after 1,024.
    private var weight = 1.0

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Mutant: once the doubled number is infinite, the surname comes first.
        weight += weight
        if weight.isInfinite {
            profileView?.showFullName("\(profile.surname) \(profile.name)")
        } else {
            profileView?.showFullName("\(profile.name) \(profile.surname)")
        }
    }
}
