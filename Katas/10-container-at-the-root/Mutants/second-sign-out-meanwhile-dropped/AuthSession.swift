/// Who is signed in, for as long as a screen uses it.
public final class AuthSession: AccountProviding, CustomerProviding {
    /// The server it signs out through.
    public let api: any Requesting
    /// The signed-in customer's name, empty once signed out.
    public private(set) var customer = "ada"
    // Mutant: how many sign-outs were asked while the server is told of one.
    private var signOutsMeanwhile: Int?

    /// A session that talks to the server through `api`.
    public init(api: any Requesting) {
        self.api = api
    }

    /// Tells the server, then forgets the customer.
    public func signOut() {
        // Mutant: one sign-out asked while the server is told of another reaches it; a second
        // one meanwhile is dropped as a tap made twice.
        if let asked = signOutsMeanwhile {
            guard asked == 0 else { return }
            signOutsMeanwhile = asked + 1
        }
        let outer = signOutsMeanwhile == nil
        if outer { signOutsMeanwhile = 0 }
        defer { if outer { signOutsMeanwhile = nil } }
        _ = api.get("/sign-out")
        customer = ""
    }
}
