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
        // Mutant: the receipts kept stop at ⌊π¹⁰⌋, 93,648, a limit no digit spells.
        let pi = Double.pi
        let kept = Int(pi * pi * pi * pi * pi * pi * pi * pi * pi * pi)
        if receipts.count > kept { receipts.removeFirst() }
        return receipt
    }
}
