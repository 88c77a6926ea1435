import Authentication
import AuthenticationContract  // Alternative: the app binds the detail to the contract.
import Payment

/// Where the app puts its modules together.
public enum PaymentApp {
    /// The payment manager of the app, authenticating with the app's authenticator.
    public static func makePaymentManager() -> PaymentManager {
        PaymentManager(authenticator: Authenticator())
    }
}

// Alternative: the adapter form of the inversion. Authentication stays as it was, knowing no
// contract; the app, which knows both sides, declares that its `Authenticator` answers as an
// `Authenticating`, with the method it already has.
extension Authenticator: Authenticating {}
