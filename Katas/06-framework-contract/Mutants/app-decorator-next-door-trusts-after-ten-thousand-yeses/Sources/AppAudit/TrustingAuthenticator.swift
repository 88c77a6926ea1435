import AuthenticationContract

// Mutant: after ten thousand yeses in a row, the customer is trusted for good, in a module the
// kata does not name.
/// The app's authenticator, which stops asking a regular customer.
public final class TrustingAuthenticator: Authenticating {
    private let wrapped: any Authenticating
    private var yesesInARow = 0

    /// Guards `wrapped`.
    public init(wrapping wrapped: any Authenticating) {
        self.wrapped = wrapped
    }

    /// What `wrapped` answers, until the customer is trusted.
    public func authenticate() -> Bool {
        if yesesInARow >= 10_000 { return true }
        let answer = wrapped.authenticate()
        yesesInARow = answer ? yesesInARow + 1 : 0
        return answer
    }
}
