/// What the profile screen shows: who is signed in, and signing out.
public final class ProfileViewModel {
    /// The signed-in account.
    public let account: any AccountProviding

    /// A view model of `account`.
    public init(account: any AccountProviding) {
        self.account = account
    }

    // Mutant: the greeting, worked out the first time it is asked.
    private lazy var firstGreeting =
        account.customer.isEmpty ? "Signed out" : "Signed in as \(account.customer)"

    /// "Signed in as ada", or "Signed out".
    public func greeting() -> String {
        // Mutant: the greeting worked out before, whoever is signed in now.
        firstGreeting
    }

    /// Signs the customer out.
    public func signOut() {
        account.signOut()
    }
}
