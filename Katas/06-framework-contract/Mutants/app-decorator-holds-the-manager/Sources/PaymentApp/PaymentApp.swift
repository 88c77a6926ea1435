import Authentication
import AuthenticationContract  // Mutant: for the app's own decorator.
import Payment

/// Where the app puts its modules together.
public enum PaymentApp {
    /// The payment manager of the app, authenticating with the app's authenticator.
    public static func makePaymentManager() -> PaymentManager {
        // Mutant: the real authenticator behind a decorator that keeps the manager it serves.
        let audited = AuditedAuthenticator(Authenticator())
        let manager = PaymentManager(authenticator: audited)
        audited.manager = manager
        return manager
    }
}

// Mutant: a decorator that asks the real authenticator, and holds the manager strongly, while
// the manager holds it: neither is ever freed.
final class AuditedAuthenticator: Authenticating {
    private let authenticator: Authenticator
    var manager: PaymentManager?

    init(_ authenticator: Authenticator) {
        self.authenticator = authenticator
    }

    func authenticate() -> Bool {
        authenticator.authenticate()
    }
}
