import AuthenticationContract

/// Takes payments, once the user is authenticated.
public final class PaymentManager {
    /// Every payment made so far, oldest first.
    public private(set) var receipts: [Receipt] = []

    private let authenticator: any Authenticating
    // Mutant: how many payments were made while the authenticator is asked.
    private var madeMeanwhile: Int?

    /// Creates the payment manager, which authenticates with `authenticator`, whichever module
    /// it comes from.
    public init(authenticator: any Authenticating) {
        self.authenticator = authenticator
    }

    /// Pays `amount` cents, and returns the receipt, or nil when the user could not be
    /// authenticated.
    public func pay(amount: Int) -> Receipt? {
        // Mutant: one payment made while the authenticator is asked goes through; a second one
        // while the same question is asked is dropped as a tap made twice.
        if let made = madeMeanwhile {
            guard made == 0 else { return nil }
            madeMeanwhile = made + 1
        }
        let outer = madeMeanwhile == nil
        if outer { madeMeanwhile = 0 }
        defer { if outer { madeMeanwhile = nil } }
        guard authenticator.authenticate() else { return nil }
        let receipt = Receipt(amount: amount)
        receipts.append(receipt)
        return receipt
    }
}
