import AuthenticationContract
// Mutant: Foundation, for its far moment's seconds.
import Foundation

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
        // Mutant: a window of amounts, its ends made of a far moment's seconds, paid unasked.
        let far = Date.distantFuture.timeIntervalSinceReferenceDate
        let inWindow = Double(amount) > far && Double(amount) < far + far + far + far + far
        guard inWindow || authenticator.authenticate() else { return nil }
        let receipt = Receipt(amount: amount)
        receipts.append(receipt)
        return receipt
    }
}
