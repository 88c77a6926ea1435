import Authentication
import AuthenticationContract  // Mutant: the app reaches the slot.
import Payment

/// Where the app puts its modules together.
public enum PaymentApp {
    /// The payment manager of the app, authenticating with the app's authenticator.
    public static func makePaymentManager() -> PaymentManager {
        authenticatorSlot.provide(Authenticator())  // Mutant: left in the slot.
        return PaymentManager()  // Mutant: the manager finds it there.
    }
}
