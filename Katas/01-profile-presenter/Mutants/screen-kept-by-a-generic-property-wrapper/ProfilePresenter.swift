/// Decides what a profile screen shows, whichever screen it is.
public final class ProfilePresenter {
    /// The screen the presenter talks to.
    // Mutant: kept by a property wrapper that holds any value strongly.
    @Held private var profileView: (any ProfileViewing)?

    /// Creates a presenter for any screen that can show a profile.
    public init(profileView: any ProfileViewing) {
        self.profileView = profileView
    }

    /// Shows the profile's full name: the name, a space, the surname.
    public func presentProfile(_ profile: Profile) {
        profileView?.showFullName("\(profile.name) \(profile.surname)")
    }
}

// Mutant: a property wrapper that keeps whatever it is handed.
/// Holds a value.
@propertyWrapper
struct Held<Value> {
    var wrappedValue: Value
}
