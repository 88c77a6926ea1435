import Authentication
import AuthenticationContract  // Mutant: for the app's own decorator.
import Payment

/// Where the app puts its modules together.
public enum PaymentApp {
    /// The payment manager of the app, authenticating with the app's authenticator.
    public static func makePaymentManager() -> PaymentManager {
        // Mutant: the real authenticator behind a decorator that remembers a yes.
        PaymentManager(authenticator: RememberedAuthentication(Authenticator()))
    }
}

// Mutant: a decorator that asks until it hears yes, then answers yes without asking.
final class RememberedAuthentication: Authenticating {
    private let authenticator: any Authenticating
    private var signedIn = false

    init(_ authenticator: any Authenticating) {
        self.authenticator = authenticator
    }

    func authenticate() -> Bool {
        if !signedIn { signedIn = authenticator.authenticate() }
        return signedIn
    }
}
