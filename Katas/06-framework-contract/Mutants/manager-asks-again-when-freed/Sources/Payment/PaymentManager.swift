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

    // Mutant: an "audit" when the manager is freed asks the authenticator once more, so closing
    // the checkout of a real sign-in framework prompts the user again.
    deinit {
        if !receipts.isEmpty { _ = authenticator.authenticate() }
    }
}
