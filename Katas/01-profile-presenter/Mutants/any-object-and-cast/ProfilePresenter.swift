/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    // Mutant: the screen is kept as any object at all.
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: AnyObject?

    // Mutant: the initializer takes any object at all.
    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: AnyObject) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Mutant: a cast finds out at run time what the compiler no longer checks.
        (profileView as? ProfileViewing)?.showFullName("\(profile.name) \(profile.surname)")
    }
}
