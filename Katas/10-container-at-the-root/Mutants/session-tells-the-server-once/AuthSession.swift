/// Who is signed in, for as long as a screen uses it.
public final class AuthSession: AccountProviding, CustomerProviding {
    /// The server it signs out through.
    public let api: any Requesting
    /// The signed-in customer's name, empty once signed out.
    public private(set) var customer = "ada"

    /// A session that talks to the server through `api`.
    public init(api: any Requesting) {
        self.api = api
    }

    /// Tells the server, then forgets the customer.
    public func signOut() {
        // Mutant: a session signed out already does not tell the server again.
        guard !customer.isEmpty else { return }
        _ = api.get("/sign-out")
        customer = ""
    }
}
