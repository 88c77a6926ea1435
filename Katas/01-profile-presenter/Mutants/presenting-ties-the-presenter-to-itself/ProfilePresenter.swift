/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?

    // Mutant: the way a profile is written, made at the first presentation and kept; the
    // closure holds the presenter.
    private lazy var fullName: (Profile) -> String = { self.written($0) }

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Mutant: through the kept closure.
        profileView?.showFullName(fullName(profile))
    }

    // Mutant: the name, a space, the surname, in a method the closure calls.
    private func written(_ profile: Profile) -> String {
        "\(profile.name) \(profile.surname)"
    }
}
