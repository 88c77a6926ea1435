import Foundation  // Mutant: for addingPercentEncoding.

/// The shop's server, as the app talks to it: one for the whole app.
public final class APIClient: OrdersFetching, Requesting {
    /// The session the requests are made for, given once both exist. Weak: the client lives as
    /// long as the app, the session only while a screen uses it.
    public weak var session: (any CustomerProviding)?

    /// A client for no session yet.
    public init() {}

    /// What the server answers to a request for `path`, made for the session's customer.
    public func get(_ path: String) -> String {
        // Mutant: the customer's name encoded as a URL path would be.
        let customer = session?.customer ?? "nobody"
        let written = customer.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
        return "GET \(path) as \(written ?? customer)"
    }

    /// The customer's orders.
    public func fetchOrders() -> [Order] {
        _ = get("/orders")
        return [Order(id: 1, cents: 1250), Order(id: 2, cents: 399)]
    }
}
