import Authentication
import AuthenticationContract  // Alternative: the app implements the contract too.
import Payment

/// Where the app puts its modules together.
public enum PaymentApp {
    /// The payment manager of the app, authenticating with the app's authenticator.
    public static func makePaymentManager() -> PaymentManager {
        // Alternative: the real authenticator, wrapped in the app's own decorator.
        PaymentManager(authenticator: AuditedAuthentication(Authenticator()))
    }
}

// Alternative: a decorator of the app's own, which asks the real authenticator every time and
// writes each answer down for an audit log.
/// Passes every question to an authenticator, and keeps each answer.
final class AuditedAuthentication: Authenticating {
    private let authenticator: any Authenticating
    private(set) var answers: [Bool] = []

    init(_ authenticator: any Authenticating) {
        self.authenticator = authenticator
    }

    func authenticate() -> Bool {
        let answer = authenticator.authenticate()
        answers.append(answer)
        return answer
    }
}
