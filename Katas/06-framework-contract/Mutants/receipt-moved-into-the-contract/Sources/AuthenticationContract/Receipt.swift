// Mutant: Payment's receipt moved into the contract, so every authenticator depends on it.
/// What a payment leaves behind.
public struct Receipt: Equatable, Sendable {
    /// How much was paid, in cents.
    public let amount: Int

    /// Creates a receipt.
    public init(amount: Int) {
        self.amount = amount
    }
}
