import Authentication
import Payment

/// Where the app puts its modules together.
public enum PaymentApp {
    // Alternative: the app spells which authenticator the manager has.
    /// The payment manager of the app, authenticating with the app's authenticator.
    public static func makePaymentManager() -> PaymentManager<Authenticator> {
        PaymentManager(authenticator: Authenticator())
    }
}
