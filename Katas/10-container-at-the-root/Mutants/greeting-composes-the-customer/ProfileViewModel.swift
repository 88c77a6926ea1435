import Foundation  // Mutant: for the text rewritten into composed form.

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
        account.customer.isEmpty
            ? "Signed out"
            // Mutant: the name rewritten into composed form, which `==` reads the same.
            : "Signed in as \(account.customer.precomposedStringWithCanonicalMapping)"
    }

    /// Signs the customer out.
    public func signOut() {
        account.signOut()
    }
}
