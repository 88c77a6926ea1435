/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?
    // Mutant: whether a profile is being shown right now.
    private var isPresenting = false

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Mutant: a profile presented while another is shown is dropped.
        guard !isPresenting else { return }
        isPresenting = true
        defer { isPresenting = false }
        profileView?.showFullName("\(profile.name) \(profile.surname)")
    }
}
