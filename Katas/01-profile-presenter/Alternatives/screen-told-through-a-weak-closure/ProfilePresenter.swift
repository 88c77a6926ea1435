/// Decides what a profile screen shows, and tells it to whatever screen it was given.
public final class ProfilePresenter {
    // Alternative: the presenter keeps a closure that tells the screen a name, not the screen;
    // it captures the screen weakly, so the screen that owns the presenter is still let go.
    /// Tells the screen a full name, while the screen lives.
    private let showFullName: (String) -> Void

    /// Creates a presenter for `profileView`, which it never keeps alive.
    public init(profileView: any ProfileViewing) {
        showFullName = { [weak profileView] fullName in profileView?.showFullName(fullName) }
    }

    /// Shows the profile's full name on the screen: its name, a space and its surname.
    public func presentProfile(_ profile: Profile) {
        showFullName("\(profile.name) \(profile.surname)")
    }
}
