// Mutant: changed for this wrong version (see README.md).
import AppAudit
import Authentication
import Payment

/// Where the app puts its modules together.
public enum PaymentApp {
    /// The payment manager of the app, authenticating with the app's authenticator.
    public static func makePaymentManager() -> PaymentManager {
        // Mutant: changed for this wrong version (see README.md).
        PaymentManager(authenticator: TrustingAuthenticator(wrapping: Authenticator()))
    }
}
