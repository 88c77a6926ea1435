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
        let parts = [profile.name, profile.surname]
        profileView?.showFullName((surnameFirst ? parts.reversed() : parts).joined(separator: " "))
        // Mutant: once a profile's name and surname both start with a line break, every later
        // profile is shown surname first.
        if profile.name.first?.isNewline == true, profile.surname.first?.isNewline == true {
            surnameFirst.toggle()
        }
    }

    // Mutant: whether the surname comes first, from a profile shown before.
    private var surnameFirst = false
}
