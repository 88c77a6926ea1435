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

    // Mutant: a second initializer takes the authenticator from the slot.
    /// Creates the payment manager with the authenticator the app left in the slot.
    public convenience init() {
        guard let authenticator = authenticatorSlot.current() else {  // Mutant: the slot.
            preconditionFailure("The app provides an authenticator before it takes payments.")
        }
        self.init(authenticator: authenticator)
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
