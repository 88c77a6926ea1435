import Authentication
import AuthenticationContract  // Mutant: for the app's own decorator.
import Payment

/// Where the app puts its modules together.
public enum PaymentApp {
    /// The payment manager of the app, authenticating with the app's authenticator.
    public static func makePaymentManager() -> PaymentManager {
        // Mutant: the real authenticator behind a decorator that logs, then says yes.
        PaymentManager(authenticator: LoggedAuthentication(Authenticator()))
    }
}

// Mutant: a decorator that asks, logs the answer, and says yes whatever it was.
final class LoggedAuthentication: Authenticating {
    private let authenticator: any Authenticating
    private(set) var log: [Bool] = []

    init(_ authenticator: any Authenticating) {
        self.authenticator = authenticator
    }

    func authenticate() -> Bool {
        log.append(authenticator.authenticate())
        return true
    }
}
