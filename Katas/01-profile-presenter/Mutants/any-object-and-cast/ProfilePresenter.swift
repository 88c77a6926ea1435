/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to, whatever it is.
    private weak var profileView: AnyObject?

    /// Creates a presenter for any object at all.
    public init(profileView: AnyObject) {
        self.profileView = profileView
    }

    /// Shows the profile's full name, if the screen turns out to be able to.
    public func presentProfile(_ profile: Profile) {
        (profileView as? ProfileViewing)?.showFullName("\(profile.name) \(profile.surname)")
    }
}
