import AuthenticationContract

/// Takes payments, once the user is authenticated.
public final class PaymentManager {
    // Mutant: any module can write receipts no authenticator allowed.
    /// Every payment made so far, oldest first.
    public var receipts: [Receipt] = []

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
