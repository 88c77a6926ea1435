/// Who is signed in, for as long as a screen uses it.
public final class AuthSession: AccountProviding, CustomerProviding {
    // Mutant: the session does not keep its server alive.
    /// The server it signs out through.
    public unowned let api: any Requesting
    /// The signed-in customer's name, empty once signed out.
    public private(set) var customer = "ada"

    /// A session that talks to the server through `api`.
    public init(api: any Requesting) {
        self.api = api
    }

    /// Tells the server, then forgets the customer.
    public func signOut() {
        _ = api.get("/sign-out")
        customer = ""
    }
}
