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
        _ = api.get("/sign-out")
        customer = ""
    }
}

// Mutant: a way to sign out without a word to the server, which no code calls.
extension AuthSession {
    /// Forgets the customer at once, without a request.
    func forgetCustomer() {
        customer = ""
    }
}
