// The checker of kata 06. It hands PaymentManager an authenticator of its own, through the
// contract module, and watches that every payment asks it first, again on each payment; it
// also builds the app's payment manager to see that it pays with the real authenticator, and
// refuses once that one signs the user out.
//
// It imports the contract module, so it compiles once your package has one with the names the
// lesson's "The shape the checker expects" gives, and once this test target depends on it in
// Package.swift.

import Authentication
import AuthenticationContract
import Mock
import Payment
import PaymentApp
import StructureChecks
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

    @Test("at a scale no example reaches: thousands of payments in a row, each made and kept")
    func atScale() {
        // A limit that no number spells (a value doubled at each payment is infinite after
        // 1,024) passes every smaller example: the Before manager had none.
        let authenticator = MockAuthenticator()
        let payments = PaymentManager(authenticator: authenticator)
        let count = 3_000
        var firstWrong: Int?
        for index in 0..<count where firstWrong == nil {
            if payments.pay(amount: index + 1)?.amount != index + 1
                || payments.receipts.count != index + 1
                || payments.receipts.last?.amount != index + 1
            {
                firstWrong = index + 1
            }
        }
        #expect(
            firstWrong == nil,
            "Payment \(firstWrong ?? 0) of \(count) in a row, the user always signed in, was not made and kept as the ones before it: the Before manager paid and kept every payment, however many."
        )

        // Receipts kept or read one call deeper each pass every short history, and run out of
        // stack on a long one.
        let many = PaymentManager(authenticator: authenticator)
        let longCount = 100_000
        for index in 0..<longCount { _ = many.pay(amount: index + 1) }
        let amounts = many.receipts.map(\.amount)
        #expect(
            amounts == Array(1...longCount),
            "After \(longCount) payments the manager keeps \(amounts.count) receipts, or not in the order they were paid: the Before manager kept every one."
        )
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

    @Test("the app's payment manager is let go once nothing holds it, before and after it pays")
    func appManagerIsLetGo() {
        for payments in [0, 1, 3] {
            weak var manager: AnyObject?
            do {
                let made = PaymentApp.makePaymentManager()
                for amount in 0..<payments { _ = made.pay(amount: amount) }
                manager = made
            }
            #expect(
                manager == nil,
                "The payment manager the app made outlived everything that held it, after \(payments) payments: something keeps it (a decorator, a lazy property or a closure that holds the manager while the manager holds it), and it is never freed."
            )
        }
    }

    @Test("a payment manager that paid and was refused is let go, and so is its authenticator")
    func usedManagerIsLetGo() {
        weak var manager: AnyObject?
        weak var authenticator: MockAuthenticator?
        do {
            let double = MockAuthenticator()
            double.mock.stub("authenticate()", returning: true, false, true)
            let payments = PaymentManager(authenticator: double)
            for amount in [100, 200, 300] { _ = payments.pay(amount: amount) }
            manager = payments
            authenticator = double
        }
        #expect(
            manager == nil,
            "A payment manager that has paid outlived everything that held it: a closure or a lazy property it keeps holds it in turn, so every manager that ever pays is never freed."
        )
        #expect(
            authenticator == nil,
            "The authenticator outlived the payment manager that was given it, and everything else that held it: the manager keeps it somewhere it is never let go."
        )
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

    @Test(
        "the app's payment manager keeps the real authenticator, pays while it says yes, and refuses once it signs the user out"
    )
    func appAsksTheRealAuthenticatorEachTime() {
        // Signed out after any number of payments, odd or even, few or more than any count of
        // yeses a type in front of it might trust after: each time on an app of its own.
        for paidFirst in [1, 2, 3, 300, 301] {
            let payments = PaymentApp.makePaymentManager()
            guard let real = authenticators(keptBy: payments).first else {
                let closure =
                    keptFunctions(by: payments)
                    ? " It keeps a function (a closure, or a method of the authenticator), and no "
                        + "checker can see what a function captures, so none can sign that "
                        + "authenticator out to see whether the payments follow it: keep the "
                        + "Authenticating value itself in a stored property, and call it at each "
                        + "payment."
                    : ""
                Issue.record(
                    Comment(
                        rawValue: "The payment manager the app makes keeps no Authenticator in "
                            + "its stored properties, or in those of a type of the app's own in "
                            + "front of it, where the checker looks for the real one to sign it "
                            + "out.\(closure)"
                    )
                )
                return
            }
            let signedIn = (1...paidFirst).map { payments.pay(amount: $0)?.amount }
            real.signOut()
            let afterSigningOut = (1...3).compactMap { payments.pay(amount: 800 + $0)?.amount }
            // Signed out again: the user stays signed out, as with the Before code's
            // authenticator.
            real.signOut()
            let afterSigningOutAgain = (1...3).compactMap {
                payments.pay(amount: 900 + $0)?.amount
            }
            #expect(
                signedIn.compactMap { $0 } == Array(1...paidFirst) && afterSigningOut.isEmpty
                    && afterSigningOutAgain.isEmpty,
                """
                Paid \(signedIn.compactMap { $0 }.count) of \(paidFirst) payments while signed \
                in, \(afterSigningOut.count) of 3 once the real Authenticator had signed the user \
                out, and \(afterSigningOutAgain.count) of 3 once it had signed them out a second \
                time: the app's payments must follow its answer each time, and a user signed out \
                stays so. A type in the app that stands in front of it may add to what it does \
                (log, audit), never answer in its place, skip a question or remember an earlier \
                answer.
                """
            )
        }
    }
}

/// The real authenticators `value` keeps, in its stored properties or theirs, a few levels
/// deep: what the app handed its payment manager, however it wrapped it.
func authenticators(keptBy value: Any, depth: Int = 0) -> [Authenticator] {
    if let found = value as? Authenticator { return [found] }
    guard depth < 6 else { return [] }
    var found: [Authenticator] = []
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
        for child in current.children {
            found += authenticators(keptBy: child.value, depth: depth + 1)
        }
        mirror = current.superclassMirror
    }
    return found
}

/// Whether `value` keeps a function in its stored properties or theirs, a few levels deep.
func keptFunctions(by value: Any, depth: Int = 0) -> Bool {
    guard depth < 6 else { return false }
    if "\(type(of: value))".contains("->") { return true }
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
        if current.children.contains(where: { keptFunctions(by: $0.value, depth: depth + 1) }) {
            return true
        }
        mirror = current.superclassMirror
    }
    return false
}

/// What an authenticator answers, changed by the test from one payment to the next, and how
/// often it was asked. It outlives the authenticator that reads it.
final class Answers {
    var answer = true
    var asked = 0
}

/// An authenticator that answers what its script says, and nothing keeps but the manager.
final class ScriptedAuthenticator: Authenticating {
    let script: Answers

    init(_ script: Answers) {
        self.script = script
    }

    func authenticate() -> Bool {
        script.asked += 1
        return script.answer
    }
}

@Suite("Kata 06 · any run of payments, signed in or not")
struct PaymentSessionChecks {
    @Test(
        "any payments, signed in or not: each asks once, and only the signed-in ones are made"
    )
    func anyPayments() {
        forAll(
            "each payment asks the authenticator the manager keeps once, is made exactly when it says yes, whatever the amount, and the receipts keep every amount paid, in order",
            generate: { source in
                let length: Int
                // Now and then the answers come in long runs, refusals first: more refusals in
                // a row than any example makes, then yeses again.
                var run: Int?
                switch source.int(in: 0...9) {
                case 0: length = source.int(in: 300...700)
                case 1: length = source.int(in: 51...80)
                case 2:
                    // Runs longer than any count a manager might keep below the number rule's
                    // ±100, which needs no number the lesson names.
                    let long = source.int(in: 0...1) == 0
                    run = long ? source.int(in: 101...250) : source.int(in: 21...40)
                    length = min(700, run! * source.int(in: 2...4) + source.int(in: 0...20))
                default: length = source.int(in: 1...10)
                }
                return (0..<length).map { index in
                    (
                        run.map { (index / $0) % 2 == 1 } ?? (source.int(in: 0...3) != 0),
                        source.pick([
                            0, 1, -1, 100, -100, 1_250, 99_999, 1_000_000_000_000, Int.max / 2,
                            Int.min / 2, Int.max, Int.min + 1, 1 << 62,
                            source.int(in: -1_000_000...1_000_000),
                            // Any size, each power of ten as often as the next: a rule kept
                            // for a window of amounts nobody writes meets one.
                            source.magnitude(), source.magnitude(),
                        ])
                    )
                }
            },
            shrink: { Shrinking.array($0) }
        ) { payments in
            let script = Answers()
            // Nothing but the manager keeps the authenticator: one held weakly is gone at once.
            let manager = PaymentManager(authenticator: ScriptedAuthenticator(script))
            var paid: [Int] = []
            for (index, payment) in payments.enumerated() {
                script.answer = payment.0
                let receipt = manager.pay(amount: payment.1)
                if payment.0 { paid.append(payment.1) }
                let when =
                    "Payment \(index + 1), of \(payment.1) cents "
                    + "(\(payment.0 ? "signed in" : "refused"))"
                guard (receipt?.amount) == (payment.0 ? payment.1 : nil) else {
                    return
                        "\(when) gave \(receipt.map { "a receipt of \($0.amount)" } ?? "no receipt")."
                }
                guard script.asked == index + 1 else {
                    return
                        "\(when): the authenticator was asked \(script.asked) times in \(index + 1) payment\(index == 0 ? "" : "s")."
                }
                guard manager.receipts.map(\.amount) == paid else {
                    return
                        "\(when): the receipts are \(manager.receipts.map(\.amount)); the amounts paid are \(paid)."
                }
            }
            return nil
        }
    }
}

@Suite("Kata 06 · Receipt compares by its fields, as the checker reads them")
struct ReceiptEqualityChecks {
    @Test(
        "two values are equal exactly when each field is, and equal values hash alike: no `==` or `hash(into:)` of your own decides for the checker"
    )
    func equalByFields() {
        expectEqualityByFields(
            of: Receipt.self,
            generate: { source in
                let receipt = Receipt(amount: source.int(mostlyIn: -1_000_000...1_000_000))
                return (receipt, Receipt(amount: source.nearby(receipt.amount)))
            },
            same: { $0.amount == $1.amount }
        )
    }
}

/// An authenticator that, asked about a payment, pays again through the manager it serves before
/// it answers: a sign-in sheet whose own flow takes payments (a tip, a fee) while the first one
/// waits. At each question it makes as many payments as its plan says, then gives the answer
/// its list says for that question (yes past the end of the list).
final class ReentrantAuthenticator: Authenticating {
    /// Pays again: set once the manager exists.
    var pay: () -> Void = {}
    private let plan: [Int]
    private let answers: [Bool]
    private(set) var asked = 0

    init(plan: [Int], answers: [Bool]) {
        self.plan = plan
        self.answers = answers
    }

    func authenticate() -> Bool {
        asked += 1
        let question = asked
        for _ in 0..<(question <= plan.count ? plan[question - 1] : 0) { pay() }
        return question <= answers.count ? answers[question - 1] : true
    }
}

/// Payments, and how the authenticator behaves while it is asked about them.
struct ReentrantPayments: CustomStringConvertible {
    /// How many payments the authenticator makes at each question, in the order it is asked.
    var plan: [Int]
    /// Its answer to each question.
    var answers: [Bool]
    /// The amounts of the payments, the first one's and then each one made meanwhile.
    var amounts: [Int]

    var description: String {
        "payments made at each question \(plan), answers \(answers), amounts \(amounts)"
    }

    /// How many times the Before code asked, and the receipts it kept: each payment asked at once,
    /// the ones made meanwhile paid before the one that waits, each kept exactly when its answer
    /// is yes.
    var before: (asked: Int, receipts: [Int], first: Int?) {
        var asked = 0
        var made = 0
        var receipts: [Int] = []
        func pay() -> Int? {
            let amount = amounts[made % amounts.count]
            made += 1
            asked += 1
            let question = asked
            for _ in 0..<(question <= plan.count ? plan[question - 1] : 0) { _ = pay() }
            guard question <= answers.count ? answers[question - 1] : true else { return nil }
            receipts.append(amount)
            return amount
        }
        let first = pay()
        return (asked, receipts, first)
    }
}

@Suite("Kata 06 · payments made while the authenticator is asked")
struct ReentrantPaymentChecks {
    @Test(
        "payments made from inside the authenticator are asked about too, and each keeps its receipt exactly when its answer is yes"
    )
    func paymentDuringAuthentication() {
        forAll(
            "every payment made while the authenticator is asked, however many, is asked about and kept exactly when its answer is yes",
            count: 150,
            generate: { source -> ReentrantPayments in
                let plan = (0..<source.int(in: 1...6)).map { _ in
                    source.int(in: 0...2) == 0 ? 0 : source.int(in: 1...2)
                }
                return ReentrantPayments(
                    plan: plan,
                    answers: (0..<16).map { _ in source.int(in: 0...3) != 0 },
                    amounts: (0..<16).map { _ in
                        source.int(in: 0...4) == 0
                            ? source.pick([0, -3, Int.max, Int.min, 12])
                            : source.int(in: 1...9_999)
                    }
                )
            },
            shrink: { input in
                Shrinking.array(input.plan, minimum: 1) { Shrinking.int($0) }.map {
                    ReentrantPayments(plan: $0, answers: input.answers, amounts: input.amounts)
                }
            }
        ) { input in
            let authenticator = ReentrantAuthenticator(plan: input.plan, answers: input.answers)
            let payments = PaymentManager(authenticator: authenticator)
            var made = 1
            authenticator.pay = { [weak payments] in
                let amount = input.amounts[made % input.amounts.count]
                made += 1
                _ = payments?.pay(amount: amount)
            }
            let receipt = payments.pay(amount: input.amounts[0])
            let before = input.before
            guard authenticator.asked == before.asked else {
                return """
                    The authenticator was asked \(authenticator.asked) times; the Before code \
                    asked it \(before.asked) times, once for every payment, each one made \
                    meanwhile too: a flag that skips the question while another is asked lets \
                    that payment through unasked, or drops it.
                    """
            }
            let kept = payments.receipts.map(\.amount)
            guard receipt?.amount == before.first, kept == before.receipts else {
                return """
                    The first payment gave \(receipt.map { "a receipt of \($0.amount)" } ?? "none") \
                    and the receipts are \(kept); the Before code gave \
                    \(before.first.map { "a receipt of \($0)" } ?? "none") and kept \(before.receipts): \
                    the payments made meanwhile first and the one that waited after them, each \
                    kept exactly when its answer is yes, none lost (a list copied before the \
                    question and written back after it drops the ones made meanwhile).
                    """
            }
            return nil
        }
    }
}
