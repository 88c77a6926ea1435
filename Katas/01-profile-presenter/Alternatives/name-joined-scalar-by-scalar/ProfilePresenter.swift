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
        // Alternative: the name, one space scalar and the surname, appended in turn: a
        // character written as a `Unicode.Scalar` is a character, no number.
        var fullName = profile.name
        fullName.unicodeScalars.append(" ")
        fullName += profile.surname
        profileView?.showFullName(fullName)
    }
}
