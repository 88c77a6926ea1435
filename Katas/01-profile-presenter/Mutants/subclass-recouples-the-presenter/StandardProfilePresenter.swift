// Mutant: a presenter for the standard screen, which knows that screen.
/// The presenter of the standard screen.
public final class StandardProfilePresenter: ProfilePresenter {
    private let standardView: ProfileViewController

    /// Creates a presenter bound to the standard screen.
    public init(standardView: ProfileViewController) {
        self.standardView = standardView
        super.init(profileView: standardView)
    }

    /// Shows the full name on the standard screen, directly.
    override public func presentProfile(_ profile: Profile) {
        standardView.showFullName("\(profile.name) \(profile.surname)")
    }
}
