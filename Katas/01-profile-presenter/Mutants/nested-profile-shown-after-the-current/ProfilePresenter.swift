/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    // Mutant: a profile asked for while the screen shows another waits until that showing is
    // over, then is shown: the screen sees it after, not inside, the call that asked for it.
    private var waiting: [String] = []
    private var isShowing = false

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Mutant: queued, and shown only once no other showing is under way.
        waiting.append("\(profile.name) \(profile.surname)")
        guard !isShowing else { return }
        isShowing = true
        while !waiting.isEmpty { profileView?.showFullName(waiting.removeFirst()) }
        isShowing = false
    }
}
