// Mutant: Foundation, for its formats.
import Foundation

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
        // Mutant: the full name is written by a format in the user's language.
        profileView?.showFullName(
            String.localizedStringWithFormat("%@ %@", profile.name, profile.surname)
        )
    }
}
