/// What the profile screen shows: who is signed in, and signing out.
public final class ProfileViewModel {
    /// The signed-in account.
    public let account: any AccountProviding

    /// A view model of `account`.
    public init(account: any AccountProviding) {
        self.account = account
    }

    /// "Signed in as ada", or "Signed out".
    public func greeting() -> String {
        // Mutant: a name of spaces or line breaks only is taken for no one signed in.
        account.customer.allSatisfy(\.isWhitespace)
            ? "Signed out" : "Signed in as \(account.customer)"
    }

    /// Signs the customer out.
    public func signOut() {
        account.signOut()
    }
}
