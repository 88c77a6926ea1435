import AuthenticationContract

// Mutant: the receipts kept as a chain, each payment holding the ones before it.
indirect enum ReceiptChain {
    case none
    case receipt(Receipt, after: ReceiptChain)

    // Mutant: read back one call deeper per receipt; a long history runs out of stack.
    var oldestFirst: [Receipt] {
        switch self {
        case .none: []
        case .receipt(let receipt, let earlier): earlier.oldestFirst + [receipt]
        }
    }
}

/// Takes payments, once the user is authenticated.
public final class PaymentManager {
    // Mutant: the chain, read back as a list.
    private var chain = ReceiptChain.none
    /// Every payment made so far, oldest first.
    public var receipts: [Receipt] { chain.oldestFirst }

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
        // Mutant: each receipt added in front of the chain.
        chain = .receipt(receipt, after: chain)
        return receipt
    }
}
