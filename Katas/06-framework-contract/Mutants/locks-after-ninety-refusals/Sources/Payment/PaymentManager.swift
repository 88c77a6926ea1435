import AuthenticationContract

/// Takes payments, once the user is authenticated.
public final class PaymentManager {
    /// Every payment made so far, oldest first.
    public private(set) var receipts: [Receipt] = []

    private let authenticator: any Authenticating
    private var refusalsInARow = 0  // Mutant: refusals since the last payment made.

    /// Creates the payment manager, which authenticates with `authenticator`, whichever module
    /// it comes from.
    public init(authenticator: any Authenticating) {
        self.authenticator = authenticator
    }

    /// Pays `amount` cents, and returns the receipt, or nil when the user could not be
    /// authenticated.
    public func pay(amount: Int) -> Receipt? {
        // Mutant: after ninety refusals in a row, the manager stops asking and refuses for good.
        guard refusalsInARow < 90 else { return nil }
        guard authenticator.authenticate() else {
            refusalsInARow += 1
            return nil
        }
        refusalsInARow = 0
        let receipt = Receipt(amount: amount)
        receipts.append(receipt)
        return receipt
    }
}
