// Alternative: the view model conforms to what its screen needs.
/// What the profile screen shows: who is signed in, and signing out.
public final class ProfileViewModel: ProfileShowing {
    /// The signed-in account.
    public let account: any AccountProviding

    /// A view model of `account`.
    public init(account: any AccountProviding) {
        self.account = account
    }

    /// "Signed in as ada", or "Signed out".
    public func greeting() -> String {
        account.customer.isEmpty ? "Signed out" : "Signed in as \(account.customer)"
    }

    /// Signs the customer out.
    public func signOut() {
        account.signOut()
    }
}
