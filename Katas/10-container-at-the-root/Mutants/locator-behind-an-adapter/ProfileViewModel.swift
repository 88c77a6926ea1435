// Mutant: a locator protocol of the feature's own.
/// What finds a service for the profile.
public protocol Locating: AnyObject {
    /// The service of type `type`, if one can be found.
    func locate<Service>(_ type: Service.Type) -> Service?
}

/// What the profile screen shows: who is signed in, and signing out.
public final class ProfileViewModel {
    /// The signed-in account.
    public let account: any AccountProviding
    // Mutant: the locator, kept.
    private let locator: (any Locating)?

    // Mutant: and a locator.
    /// A view model of `account`.
    public init(account: any AccountProviding, locator: (any Locating)? = nil) {
        self.account = account
        self.locator = locator
    }

    /// "Signed in as ada", or "Signed out".
    public func greeting() -> String {
        account.customer.isEmpty ? "Signed out" : "Signed in as \(account.customer)"
    }

    /// Signs the customer out.
    public func signOut() {
        // Mutant: the account, located when there is a locator.
        (locator?.locate((any AccountProviding).self) ?? account).signOut()
    }
}
