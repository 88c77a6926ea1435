/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?
    // Mutant: the one profile waiting while another is shown, and whether one is.
    private var waiting: String?
    private var isPresenting = false

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Mutant: profiles presented while another is shown wait in one place, each replacing
        // the one before, and only the last is shown once the screen is done.
        let fullName = "\(profile.name) \(profile.surname)"
        guard !isPresenting else {
            waiting = fullName
            return
        }
        isPresenting = true
        defer { isPresenting = false }
        profileView?.showFullName(fullName)
        while let next = waiting {
            waiting = nil
            profileView?.showFullName(next)
        }
    }
}
