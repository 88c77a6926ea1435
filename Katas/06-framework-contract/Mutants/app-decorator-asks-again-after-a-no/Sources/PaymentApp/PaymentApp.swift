import Authentication
import AuthenticationContract  // Mutant: for the app's own decorator.
import Payment

/// Where the app puts its modules together.
public enum PaymentApp {
    /// The payment manager of the app, authenticating with the app's authenticator.
    public static func makePaymentManager() -> PaymentManager {
        // Mutant: the real authenticator behind a decorator that gives a second chance.
        PaymentManager(authenticator: SecondChance(Authenticator()))
    }
}

// Mutant: a decorator that asks again at once when the first answer is no.
final class SecondChance: Authenticating {
    private let authenticator: Authenticator

    init(_ authenticator: Authenticator) {
        self.authenticator = authenticator
    }

    func authenticate() -> Bool {
        if authenticator.authenticate() { return true }
        return authenticator.authenticate()
    }
}
