// Mutant: a locator protocol.
/// What resolves a service: the container, behind a protocol.
public protocol Resolving: AnyObject {
    func resolve<Service>(_ type: Service.Type) throws -> Service
}

extension Container: Resolving {}

/// What the profile screen shows: who is signed in, and signing out.
public final class ProfileViewModel {
    /// The signed-in account.
    public let account: any AccountProviding
    private let resolver: (any Resolving)?  // Mutant: the locator, kept.

    // Mutant: and a locator.
    /// A view model of `account`.
    public init(account: any AccountProviding, resolver: (any Resolving)? = nil) {
        self.account = account
        self.resolver = resolver
    }

    /// "Signed in as ada", or "Signed out".
    public func greeting() -> String {
        // Mutant: the customer, asked of the locator when there is one.
        let customer = (try? resolver?.resolve(AuthSession.self))?.customer ?? account.customer
        return customer.isEmpty ? "Signed out" : "Signed in as \(customer)"
    }

    /// Signs the customer out.
    public func signOut() {
        account.signOut()
    }
}
