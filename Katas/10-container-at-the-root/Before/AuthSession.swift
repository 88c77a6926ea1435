/// Who is signed in: it should live as long as a screen uses it.
public final class AuthSession {
    private let api: APIClient
    /// The signed-in customer's name, empty once signed out.
    public private(set) var customer = "ada"

    /// A session that asks the shared container for the client it talks through.
    public init() {
        api = Container.shared.resolve(APIClient.self)!
    }

    /// Tells the server, then forgets the customer.
    public func signOut() {
        _ = api.get("/sign-out")
        customer = ""
    }
}
