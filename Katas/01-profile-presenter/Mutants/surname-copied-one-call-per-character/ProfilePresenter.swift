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
        // Mutant: the surname copied one call deep per character.
        profileView?.showFullName(Self.appending(profile.surname[...], to: profile.name + " "))
    }

    // Mutant: one call per character; a long enough surname runs out of stack.
    private static func appending(_ rest: Substring, to text: String) -> String {
        guard let first = rest.first else { return text }
        return appending(rest.dropFirst(), to: text + String(first))
    }
}
