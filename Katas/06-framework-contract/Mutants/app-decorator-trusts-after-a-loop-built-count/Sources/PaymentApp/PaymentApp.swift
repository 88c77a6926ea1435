import Authentication
import AuthenticationContract  // Mutant: for the app's own decorator.
import Payment

/// Where the app puts its modules together.
public enum PaymentApp {
    /// The payment manager of the app, authenticating with the app's authenticator.
    public static func makePaymentManager() -> PaymentManager {
        // Mutant: the real authenticator behind a decorator that trusts a regular customer.
        PaymentManager(authenticator: TrustedAfterAWhile(Authenticator()))
    }
}

// Mutant: a decorator that asks until it has heard 1,024 yeses in a row, a count worked out by a
// loop rather than written, then says yes unasked.
final class TrustedAfterAWhile: Authenticating {
    private let authenticator: Authenticator
    private var yesesInARow = 0

    init(_ authenticator: Authenticator) {
        self.authenticator = authenticator
    }

    func authenticate() -> Bool {
        var enough = 1
        for _ in 0..<10 { enough += enough }
        if yesesInARow >= enough { return true }
        if authenticator.authenticate() {
            yesesInARow += 1
            return true
        }
        yesesInARow = 0
        return false
    }
}
