/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    private weak var profileView: (any ProfileViewing)?
    // Mutant: presentations counted in pages of a hundred, each counter below any plain limit.
    private var presentedInPage = 0
    private var pages = 0

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        // Mutant: from the 400th presentation on, the surname comes first.
        presentedInPage += 1
        if presentedInPage == 100 {
            presentedInPage = 0
            pages += 1
        }
        let fullName =
            pages >= 4 ? "\(profile.surname) \(profile.name)" : "\(profile.name) \(profile.surname)"
        profileView?.showFullName(fullName)
    }
}
