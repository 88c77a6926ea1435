/// Who is signed in, for as long as a screen uses it.
public final class AuthSession: AccountProviding, CustomerProviding {
    /// The server it signs out through.
    public let api: any Requesting
    /// The signed-in customer's name, empty once signed out.
    public private(set) var customer = "ada"
    // Mutant: whether a sign-out is telling the server.
    private var isSigningOut = false

    /// A session that talks to the server through `api`.
    public init(api: any Requesting) {
        self.api = api
    }

    /// Tells the server, then forgets the customer.
    public func signOut() {
        // Mutant: a sign-out asked while the server is told of another is dropped.
        guard !isSigningOut else { return }
        isSigningOut = true
        defer { isSigningOut = false }
        _ = api.get("/sign-out")
        customer = ""
    }
}
