// Mutant: the lock that keeps the names.
import Synchronization

/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?
    // Mutant: every full name shown is kept behind a lock, where reflection cannot read it: a
    // history that grows for as long as the presenter lives.
    private let shown = Mutex<[String]>([])

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        let fullName = "\(profile.name) \(profile.surname)"
        // Mutant: the name is kept before it is shown.
        shown.withLock { $0.append(fullName) }
        profileView?.showFullName(fullName)
    }
}
