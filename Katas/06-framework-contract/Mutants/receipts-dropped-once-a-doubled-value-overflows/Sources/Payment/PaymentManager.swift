import AuthenticationContract

/// Takes payments, once the user is authenticated.
public final class PaymentManager {
    /// Every payment made so far, oldest first.
    public private(set) var receipts: [Receipt] = []

    private let authenticator: any Authenticating
    // Mutant: the number doubled at each payment.
    private var weight = 1.0

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
        // Mutant: a number doubled at each payment, infinite after 1,024: then no receipt is kept.
        weight += weight
        if weight.isFinite { receipts.append(receipt) }
        return receipt
    }
}
