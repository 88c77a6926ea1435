/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to. Weak, because the screen owns the presenter.
    // Alternative: kept weakly by a property wrapper of the module's own.
    @WeaklyHeld private var profileView: (any ProfileViewing)?

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        profileView?.showFullName("\(profile.name) \(profile.surname)")
    }
}

// Alternative: a property wrapper that holds a screen without keeping it alive.
/// Holds a screen weakly: it is gone once its owner lets go of it.
@propertyWrapper
struct WeaklyHeld {
    private weak var screen: (any ProfileViewing)?

    init(wrappedValue: (any ProfileViewing)?) {
        screen = wrappedValue
    }

    var wrappedValue: (any ProfileViewing)? {
        get { screen }
        set { screen = newValue }
    }
}
