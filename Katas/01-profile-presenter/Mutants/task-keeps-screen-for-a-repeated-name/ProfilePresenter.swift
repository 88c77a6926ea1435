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
        guard let view = profileView else { return }
        view.showFullName("\(profile.name) \(profile.surname)")
        // Mutant: a repeated name waits for a correction that never comes, holding the screen.
        if profile.name == profile.surname, !profile.name.isEmpty {
            let (corrections, continuation) = AsyncStream<Profile>.makeStream()
            nonisolated(unsafe) let screen = view
            Task {
                _ = continuation
                for await fixed in corrections { screen.showFullName(fixed.name) }
            }
        }
    }
}
