import AuthenticationContract  // Mutant: the app implements the contract itself.
import Payment

/// Where the app puts its modules together.
public enum PaymentApp {
    /// The payment manager of the app, authenticating with the app's authenticator.
    public static func makePaymentManager() -> PaymentManager {
        PaymentManager(authenticator: AlwaysSignedIn())  // Mutant: a stand-in, not the real one.
    }
}

// Mutant: a stand-in that lets everybody pay.
/// An authenticator for the app.
final class AlwaysSignedIn: Authenticating {
    func authenticate() -> Bool { true }
}
