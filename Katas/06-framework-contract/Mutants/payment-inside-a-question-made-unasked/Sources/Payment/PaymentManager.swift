import AuthenticationContract

/// Takes payments, once the user is authenticated.
public final class PaymentManager {
    /// Every payment made so far, oldest first.
    public private(set) var receipts: [Receipt] = []

    private let authenticator: any Authenticating
    // Mutant: whether the authenticator is being asked.
    private var isAsking = false

    /// Creates the payment manager, which authenticates with `authenticator`, whichever module
    /// it comes from.
    public init(authenticator: any Authenticating) {
        self.authenticator = authenticator
    }

    /// Pays `amount` cents, and returns the receipt, or nil when the user could not be
    /// authenticated.
    public func pay(amount: Int) -> Receipt? {
        // Mutant: a payment made while the authenticator is asked about another is not asked.
        if !isAsking {
            isAsking = true
            let allowed = authenticator.authenticate()
            isAsking = false
            guard allowed else { return nil }
        }
        let receipt = Receipt(amount: amount)
        receipts.append(receipt)
        return receipt
    }
}
