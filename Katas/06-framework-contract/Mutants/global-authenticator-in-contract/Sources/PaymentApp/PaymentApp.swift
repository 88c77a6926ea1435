import Authentication
import AuthenticationContract  // Mutant: the app reaches into the contract's global.
import Payment

/// Where the app puts its modules together.
public enum PaymentApp {
    /// The payment manager of the app, authenticating with the app's authenticator.
    public static func makePaymentManager() -> PaymentManager {
        let authenticator = Authenticator()
        currentAuthenticator = authenticator  // Mutant: the app sets the global.
        return PaymentManager(authenticator: authenticator)
    }
}
