// Behaviour that must not change while you refactor: the app pays when the user is signed in.

import Authentication
import PaymentApp
import Testing

@testable import Payment

@Suite("Kata 06 · characterization: the app pays, and a signed-out user pays nothing")
struct PaymentCharacterization {
    @Test("the app's payment manager pays")
    func appPays() {
        #expect(PaymentApp.makePaymentManager().pay(amount: 40) == Receipt(amount: 40))
    }

    @Test("an authenticator made without a word is signed in until it signs out, as it always was")
    func authenticatorByDefault() {
        let authenticator = Authenticator()
        #expect(
            authenticator.isSignedIn && authenticator.authenticate(),
            "Authenticator() no longer starts signed in: every app that made one as the Before code did now refuses its users. The refactoring moves where the authenticator is named, not what it does."
        )
        authenticator.signOut()
        #expect(!authenticator.isSignedIn && !authenticator.authenticate())
    }

    @Test("a signed-out user pays nothing")
    func signedOut() {
        let payments = PaymentManager(authenticator: Authenticator(isSignedIn: false))
        #expect(payments.pay(amount: 40) == nil)
    }
}
