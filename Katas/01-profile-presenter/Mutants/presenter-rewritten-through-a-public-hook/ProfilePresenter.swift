/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?
    // Mutant: a hook any module may set, which rewrites the name around the presenter's rule.
    /// Rewrites each full name before it is shown, when set.
    public var rewriteFullName: ((String) -> String)?

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Mutant: the hook, when set, decides what the screen shows.
        let fullName = "\(profile.name) \(profile.surname)"
        profileView?.showFullName(rewriteFullName?(fullName) ?? fullName)
    }
}
