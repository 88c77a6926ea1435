import AuthenticationContract

/// Takes payments, once the user is authenticated.
public final class PaymentManager {
    /// Every payment made so far, oldest first.
    public private(set) var receipts: [Receipt] = []

    private let authenticator: any Authenticating
    // Mutant: once authentication fails, the manager takes no more payments.
    private var locked = false

    /// Creates the payment manager, which authenticates with `authenticator`, whichever module
    /// it comes from.
    public init(authenticator: any Authenticating) {
        self.authenticator = authenticator
    }

    /// Pays `amount` cents, and returns the receipt, or nil when the user could not be
    /// authenticated.
    public func pay(amount: Int) -> Receipt? {
        guard !locked else { return nil }  // Mutant: one refusal and no more payments.
        guard authenticator.authenticate() else {
            locked = true  // Mutant: remembered for good.
            return nil
        }
        let receipt = Receipt(amount: amount)
        receipts.append(receipt)
        return receipt
    }
}
