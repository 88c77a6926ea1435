// The checker of kata 06. It hands PaymentManager an authenticator of its own, through the
// contract module, and watches that every payment asks it first, again on each payment; it
// also builds the app's payment manager to see that it pays with the real authenticator.
//
// It imports the contract module, so it compiles once your package has one with the names the
// lesson's "Target shape" gives, and once this test target depends on it in Package.swift.

import AuthenticationContract
import Mock
import Payment
import PaymentApp
import Testing

/// An authenticator the test controls, recording each time it is asked.
final class MockAuthenticator: Authenticating {
    let mock = Mock("authenticator")

    func authenticate() -> Bool {
        mock.record(fallback: true)
    }
}

@Suite("Kata 06 · Payment authenticates through the contract, not through Authentication")
struct PaymentManagerChecks {
    @Test("a payment asks the authenticator first, once, and is then made")
    func authenticatesThenPays() {
        let authenticator = MockAuthenticator()
        let payments = PaymentManager(authenticator: authenticator)

        let receipt = payments.pay(amount: 1_250)

        #expect(receipt == Receipt(amount: 1_250))
        #expect(payments.receipts == [Receipt(amount: 1_250)])
        authenticator.mock.calledWith("authenticate()", times: .once)
    }

    @Test("every payment asks the authenticator again: a user who signed out pays nothing more")
    func authenticatesEachPayment() {
        let authenticator = MockAuthenticator()
        authenticator.mock.stub("authenticate()", returning: true, false)
        let payments = PaymentManager(authenticator: authenticator)

        #expect(payments.pay(amount: 100) == Receipt(amount: 100))
        #expect(payments.pay(amount: 200) == nil, "the second payment must authenticate again")
        authenticator.mock.calledWith("authenticate()", times: .exactly(2))
    }

    @Test("a refusal is no verdict for ever: the next payment asks again, and may be made")
    func asksAgainAfterARefusal() {
        let authenticator = MockAuthenticator()
        authenticator.mock.stub("authenticate()", returning: false, true)
        let payments = PaymentManager(authenticator: authenticator)

        #expect(payments.pay(amount: 100) == nil)
        #expect(payments.pay(amount: 200) == Receipt(amount: 200), "the user signed in since")
        authenticator.mock.calledWith("authenticate()", times: .exactly(2))
    }

    @Test("every payment asks, whatever its amount, nothing included")
    func everyAmountAsks() {
        let authenticator = MockAuthenticator()
        authenticator.mock.stub("authenticate()", returning: false)
        let payments = PaymentManager(authenticator: authenticator)

        #expect(payments.pay(amount: 0) == nil)
        authenticator.mock.calledWith("authenticate()", times: .once)
    }

    @Test("a user who cannot be authenticated pays nothing")
    func refused() {
        let authenticator = MockAuthenticator()
        authenticator.mock.stub("authenticate()", returning: false)
        let payments = PaymentManager(authenticator: authenticator)

        #expect(payments.pay(amount: 500) == nil)
        #expect(payments.receipts.isEmpty)
    }

    @Test("the app wires the real authenticator into the payment manager")
    func appWiring() {
        let payments = PaymentApp.makePaymentManager()
        #expect(
            payments.pay(amount: 99) == Receipt(amount: 99),
            """
            the app's payment manager must pay a signed-in user: it keeps the authenticator it is \
            given (a weak reference would let it go at once)
            """
        )
    }
}
