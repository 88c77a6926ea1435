/// What the orders view model needs: the customer's orders.
public protocol OrdersFetching: AnyObject {
    /// The customer's orders.
    func fetchOrders() -> [Order]
}

/// What the profile needs: who is signed in, and a way to sign out.
public protocol AccountProviding: AnyObject {
    /// The signed-in customer's name, empty once signed out.
    var customer: String { get }
    /// Signs the customer out.
    func signOut()
}

/// What the session needs from the server: a request.
public protocol Requesting: AnyObject {
    /// What the server answers to a request for `path`.
    func get(_ path: String) -> String
}

/// What the server's client needs from the session: who the requests are for.
public protocol CustomerProviding: AnyObject {
    /// The signed-in customer's name, empty once signed out.
    var customer: String { get }
}
