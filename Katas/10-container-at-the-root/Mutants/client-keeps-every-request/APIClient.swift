/// The shop's server, as the app talks to it: one for the whole app.
public final class APIClient: OrdersFetching, Requesting {
    /// The session the requests are made for, given once both exist. Weak: the client lives as
    /// long as the app, the session only while a screen uses it.
    public weak var session: (any CustomerProviding)?

    // Mutant: every request it made, the customer's name in each, kept and never read.
    private var requests: [String] = []

    /// A client for no session yet.
    public init() {}

    /// What the server answers to a request for `path`, made for the session's customer.
    public func get(_ path: String) -> String {
        let request = "GET \(path) as \(session?.customer ?? "nobody")"
        // Mutant: a log that only grows.
        requests.append(request)
        return request
    }

    /// The customer's orders.
    public func fetchOrders() -> [Order] {
        _ = get("/orders")
        return [Order(id: 1, cents: 1250), Order(id: 2, cents: 399)]
    }
}
