/// What the profile screen shows: who is signed in, and signing out.
public final class ProfileViewModel {
    /// The signed-in account.
    public let account: any AccountProviding
    private let container: Container?  // Mutant: the container, kept for convenience.

    // Mutant: and the container.
    /// A view model of `account`.
    public init(account: any AccountProviding, container: Container? = nil) {
        self.account = account
        self.container = container
    }

    /// "Signed in as ada", or "Signed out".
    public func greeting() -> String {
        account.customer.isEmpty ? "Signed out" : "Signed in as \(account.customer)"
    }

    /// Signs the customer out.
    public func signOut() {
        // Mutant: the session resolved from the container, when there is one.
        if let session = try? container?.resolve(AuthSession.self) {
            session.signOut()
        } else {
            account.signOut()
        }
    }
}
