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

    // Mutant: the amount is taken as an autoclosure, worked out only once the answer is yes.
    /// Pays `amount` cents, and returns the receipt, or nil when the user could not be
    /// authenticated.
    public func pay(amount: @autoclosure () -> Int) -> Receipt? {
        guard authenticator.authenticate() else { return nil }
        let receipt = Receipt(amount: amount())
        receipts.append(receipt)
        return receipt
    }
}
