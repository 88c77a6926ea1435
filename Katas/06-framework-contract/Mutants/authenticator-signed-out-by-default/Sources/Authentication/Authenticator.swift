import AuthenticationContract

/// Signs the user in, and says whether they are.
public final class Authenticator: Authenticating {
    /// Whether the user is signed in.
    public private(set) var isSignedIn: Bool

    /// Creates an authenticator for a user who is, or is not yet, signed in.
    public init(isSignedIn: Bool = false) {  // Mutant: signed out unless told otherwise.
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
