import AuthenticationContract

/// Takes payments, once the user is authenticated.
public final class PaymentManager {
    /// Every payment made so far, oldest first.
    public private(set) var receipts: [Receipt] = []

    // Mutant: the authenticator may be missing.
    private let authenticator: (any Authenticating)?

    /// Creates the payment manager, which authenticates with `authenticator`, whichever module
    /// it comes from.
    public init(authenticator: any Authenticating) {
        self.authenticator = authenticator
    }

    // Mutant: a guest checkout, with nobody to ask.
    /// Creates a payment manager for a guest checkout, which takes every payment.
    public init() {
        authenticator = nil
    }

    /// Pays `amount` cents, and returns the receipt, or nil when the user could not be
    /// authenticated.
    public func pay(amount: Int) -> Receipt? {
        // Mutant: with no authenticator, every payment is made.
        if let authenticator, !authenticator.authenticate() { return nil }
        let receipt = Receipt(amount: amount)
        receipts.append(receipt)
        return receipt
    }
}
