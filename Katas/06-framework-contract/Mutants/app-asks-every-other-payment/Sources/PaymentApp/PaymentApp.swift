import Authentication
import AuthenticationContract  // Mutant: the app stands in for the authenticator.
import Payment

/// Where the app puts its modules together.
public enum PaymentApp {
    /// The payment manager of the app, authenticating with the app's authenticator.
    public static func makePaymentManager() -> PaymentManager {
        // Mutant: the real authenticator behind a type that asks it every other time.
        PaymentManager(authenticator: EveryOtherTime(Authenticator()))
    }
}

// Mutant: a stand-in that repeats the last answer in between.
/// Asks the authenticator it wraps at every other payment.
final class EveryOtherTime: Authenticating {
    private let wrapped: any Authenticating
    private var last = false
    private var asks = true

    init(_ wrapped: any Authenticating) {
        self.wrapped = wrapped
    }

    func authenticate() -> Bool {
        if asks { last = wrapped.authenticate() }
        asks.toggle()
        return last
    }
}
