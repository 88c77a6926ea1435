/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?
    // Mutant: after two thousand profiles, a closure that holds the screen strongly.
    private var fastShow: ((String) -> Void)?
    private var presented = 0

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Mutant: the two-thousandth profile, a limit written as a floating-point number, makes the
        // strong closure.
        presented += 1
        if fastShow == nil, presented > Int(2e3), let view = profileView {
            fastShow = { view.showFullName($0) }
        }
        let fullName = "\(profile.name) \(profile.surname)"
        if let fastShow { fastShow(fullName) } else { profileView?.showFullName(fullName) }
    }
}
