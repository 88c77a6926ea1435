/// The shop's server, as the app talks to it: one for the whole app.
public final class APIClient: OrdersFetching, Requesting {
    /// The session the requests are made for, given once both exist. Weak: the client lives as
    /// long as the app, the session only while a screen uses it.
    public weak var session: (any CustomerProviding)?

    // Mutant: the answers given so far, by path.
    private var answers: [String: String] = [:]

    /// A client for no session yet.
    public init() {}

    /// What the server answers to a request for `path`, made for the session's customer.
    public func get(_ path: String) -> String {
        // Mutant: an answer given before is given again, whoever asks now.
        if let answer = answers[path] { return answer }
        let answer = "GET \(path) as \(session?.customer ?? "nobody")"
        answers[path] = answer
        return answer
    }

    /// The customer's orders.
    public func fetchOrders() -> [Order] {
        _ = get("/orders")
        return [Order(id: 1, cents: 1250), Order(id: 2, cents: 399)]
    }
}
