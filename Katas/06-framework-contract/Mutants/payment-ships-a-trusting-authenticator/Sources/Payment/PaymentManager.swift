import AuthenticationContract

/// Takes payments, once the user is authenticated.
public final class PaymentManager {
    /// Every payment made so far, oldest first.
    public private(set) var receipts: [Receipt] = []

    private let authenticator: any Authenticating

    /// Creates the payment manager, which authenticates with `authenticator`, whichever module
    /// it comes from.
    public init(authenticator: any Authenticating) {
        self.authenticator = authenticator
    }

    /// Pays `amount` cents, and returns the receipt, or nil when the user could not be
    /// authenticated.
    public func pay(amount: Int) -> Receipt? {
        guard authenticator.authenticate() else { return nil }
        let receipt = Receipt(amount: amount)
        receipts.append(receipt)
        return receipt
    }
}

/// Mutant: an authenticator shipped in the policy's own module, which always says yes, and
/// that the payment manager falls back to when the one it was given says no.
final class TrustingAuthenticator: Authenticating {
    func authenticate() -> Bool { true }
}

extension PaymentManager {
    /// Pays `amount` cents, trusting the user when the authenticator refuses.
    public func payTrusting(amount: Int) -> Receipt? {
        pay(amount: amount)
            ?? PaymentManager(authenticator: TrustingAuthenticator()).pay(amount: amount)
    }
}
