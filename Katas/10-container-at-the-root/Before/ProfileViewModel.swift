/// What the profile screen shows: who is signed in, and signing out.
public final class ProfileViewModel {
    /// A view model that finds the session in the shared container when it needs it.
    public init() {}

    /// "Signed in as ada", or "Signed out".
    public func greeting() -> String {
        let customer = Container.shared.resolve(AuthSession.self)!.customer
        return customer.isEmpty ? "Signed out" : "Signed in as \(customer)"
    }

    /// Signs the customer out.
    public func signOut() {
        Container.shared.resolve(AuthSession.self)!.signOut()
    }
}
