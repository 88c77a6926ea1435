import AppAudit
import Authentication
import Payment

/// Where the app puts its modules together.
public enum PaymentApp {
    /// The payment manager of the app, authenticating with the app's authenticator.
    public static func makePaymentManager() -> PaymentManager {
        PaymentManager(authenticator: LockableAuthenticator(wrapping: Authenticator()))
    }
}
