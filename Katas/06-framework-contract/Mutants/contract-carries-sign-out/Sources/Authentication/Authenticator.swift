import AuthenticationContract

// Mutant: it signs out through the contract too.
/// Signs the user in, and says whether they are.
public final class Authenticator: Authenticating, SigningOut {
    /// Whether the user is signed in.
    public private(set) var isSignedIn: Bool

    /// Creates an authenticator for a user who is, or is not yet, signed in.
    public init(isSignedIn: Bool = true) {
        self.isSignedIn = isSignedIn
    }

    /// Checks that the user is who they say they are; true when they are.
    public func authenticate() -> Bool {
        isSignedIn
    }

    /// Signs the user out: from now on, `authenticate()` says no.
    public func signOut() {
        isSignedIn = false
    }
}
