/// What the profile screen shows: who is signed in, and signing out.
public final class ProfileViewModel {
    /// The signed-in account.
    public let account: any AccountProviding
    // Mutant: a closure that finds the current account.
    private let current: () -> (any AccountProviding)?

    // Mutant: and the closure.
    /// A view model of `account`.
    public init(
        account: any AccountProviding,
        current: @escaping () -> (any AccountProviding)? = { nil }
    ) {
        self.account = account
        self.current = current  // Mutant: kept.
    }

    /// "Signed in as ada", or "Signed out".
    public func greeting() -> String {
        account.customer.isEmpty ? "Signed out" : "Signed in as \(account.customer)"
    }

    /// Signs the customer out.
    public func signOut() {
        // Mutant: through what the closure finds.
        (current() ?? account).signOut()
    }
}
