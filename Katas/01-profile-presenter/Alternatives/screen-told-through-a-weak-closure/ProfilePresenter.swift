/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    // Alternative: a closure that tells the screen a name, kept instead of the screen; it
    // captures the screen weakly, so the screen that owns the presenter is still let go.
    /// Tells the screen a full name, while the screen lives.
    private let showFullName: (String) -> Void

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        // Alternative: the closure made over the screen, captured weakly.
        showFullName = { [weak profileView] fullName in profileView?.showFullName(fullName) }
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Alternative: told through the closure.
        showFullName("\(profile.name) \(profile.surname)")
    }
}
