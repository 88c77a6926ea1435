import Foundation
import Mock
import Testing

/// The exact text a learner reads when a verification fails.
@Suite("Failure messages")
struct FailureMessageTests {
    @Test("a differing argument is marked on the closest call")
    func differingArgument() throws {
        let view = MockProfileView()
        view.showFullName("Ada")
        view.refresh()
        let messages = failures {
            view.mock.calledWith("showFullName(_:)", "Ada Lovelace", times: .once)
        }
        #expect(
            messages == [
                """
                Expected profileView.showFullName(_:) to be called exactly once with ("Ada Lovelace"), but no call had those arguments.

                Calls recorded on profileView:
                  #1 showFullName(_:)("Ada")
                  #2 refresh()

                Closest call: #1 showFullName(_:)("Ada")
                  first argument differs: expected "Ada Lovelace", got "Ada"
                """
            ]
        )
    }

    @Test("a character that shows as nothing or as a plain space is written as its escape")
    func invisibleCharacters() {
        let view = MockProfileView()
        view.showFullName("Ada\u{A0}Lovelace\u{200B}")
        let messages = failures {
            view.mock.calledWith("showFullName(_:)", "Ada Lovelace", times: .once)
        }
        #expect(
            messages.first?.contains(
                #"first argument differs: expected "Ada Lovelace", got "Ada\u{A0}Lovelace\u{200B}""#
            ) == true,
            "\(messages)"
        )
    }

    @Test("a huge argument is written by its start, its end and its length, once a message")
    func hugeArgument() {
        let view = MockProfileView()
        let half = String(repeating: "a", count: 2_500_000)
        view.showFullName(half + "b" + half)
        let messages = failures {
            view.mock.calledWith("showFullName(_:)", half + "c" + half, times: .once)
        }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.count < 3_000, "a message of \(message.count) characters")
        #expect(message.contains("(5000003 characters)"))
        #expect(
            message.contains("they first differ at character 2500002"),
            "\(message.suffix(400))"
        )
    }

    @Test("a misspelt method name gets a suggestion")
    func didYouMean() {
        let view = MockProfileView()
        view.showFullName("Ada")
        let messages = failures { view.mock.calledWith("showFullname", "Ada") }
        #expect(
            messages == [
                """
                Cannot verify profileView.showFullname with 1 argument: a name without \
                parentheses is a property's getter, which takes no arguments. Did you mean \
                showFullName(_:)? That is the name #function recorded.
                """
            ]
        )
    }

    @Test("a mock with no calls says so")
    func noCalls() {
        let loader = MockProductsLoader()
        let messages = failures { loader.mock.calledWith("loadProducts()", times: .once) }
        #expect(
            messages == [
                """
                Expected loader.loadProducts() to be called exactly once, but it was never called.

                No calls were recorded on loader.
                """
            ]
        )
    }

    @Test("too many calls are listed by number")
    func tooManyCalls() {
        let view = MockProfileView()
        view.refresh()
        view.refresh()
        let messages = failures { view.mock.calledWith("refresh()", times: .once) }
        #expect(
            messages == [
                """
                Expected profileView.refresh() to be called exactly once, but it was called 2 times: #1, #2.

                Calls recorded on profileView:
                  #1 refresh()
                  #2 refresh()
                """
            ]
        )
    }

    @Test("a call that should never happen is named")
    func neverButCalled() {
        let view = MockProfileView()
        view.refresh()
        let messages = failures { view.mock.notCalled("refresh()") }
        #expect(
            messages.first?.hasPrefix(
                "Expected profileView.refresh() never to be called, but it was called once: #1."
            ) == true
        )
    }

    @Test("a type mismatch names both types")
    func typeMismatch() {
        let loader = MockProductsLoader()
        _ = loader.price(of: "7")
        let messages = failures { loader.mock.calledWith("price(of:)", 7) }
        #expect(
            messages.first?.hasSuffix(
                #"first argument differs: expected 7 (Int), got "7" (String)"#
            ) == true
        )
    }

    @Test("a predicate is described in words")
    func predicateDescription() {
        let loader = MockProductsLoader()
        _ = loader.price(of: "")
        let messages = failures {
            loader.mock.calledWith(
                "price(of:)",
                Arg.where("is not empty") { (name: String) in !name.isEmpty }
            )
        }
        #expect(
            messages.first?.hasSuffix(#"first argument differs: expected <is not empty>, got """#)
                == true
        )
    }

    @Test("calls that were not verified are listed")
    func otherCalls() {
        let view = MockProfileView()
        view.showFullName("Ada")
        view.refresh()
        view.mock.calledWith("showFullName(_:)")
        let messages = failures { view.mock.verifyNoOtherCalls() }
        #expect(
            messages == [
                """
                Expected no other calls on profileView, but 1 call was not verified:
                  #2 refresh()

                Verify each of them with calledWith, or find out why the code makes them.
                """
            ]
        )
    }

    @Test("a broken order shows the expected order and the recorded timeline")
    func outOfOrder() {
        let view = MockProfileView()
        let loader = MockProductsLoader()
        _ = loader.price(of: "fig")
        view.refresh()
        let messages = failures {
            verifyInOrder(view.mock.call("refresh()"), loader.mock.call("price(of:)"))
        }
        #expect(
            messages == [
                """
                Expected calls in this order, but step 2 did not follow: loader.price(of:) was called only before step 1 (#2), at #1.

                Expected order:
                  1. profileView.refresh()
                  2. loader.price(of:)

                Recorded calls, in order:
                  #1 loader.price(of:)("fig")
                  #2 profileView.refresh()
                """
            ]
        )
    }

    @Test("a long list of calls is cut after twenty")
    func longListIsCut() {
        let view = MockProfileView()
        for _ in 0..<25 { view.refresh() }
        let messages = failures { view.mock.calledWith("refresh()", times: .once) }
        #expect(messages.first?.hasSuffix("  … and 5 more") == true)
    }

    @Test("a predicate given an argument of another type names both types and the fix")
    func predicateOfInferredType() {
        let double = MockScale()
        double.weigh(2.5)
        let messages = failures {
            double.mock.calledWith("weigh(_:)", Arg.where("is positive") { $0 > 0 })
        }
        #expect(
            messages.first?.hasSuffix(
                """
                first argument differs: expected a value of type Int that is positive, got 2.5 \
                of type Double (to check Double values, name the closure's parameter type: \
                { (value: Double) in … })
                """
            ) == true
        )
    }
}

/// Messages that say what went wrong, and where.
@Suite("Failure messages: answers, stubs and order")
struct AnswerAndStubMessageTests {
    @Test("an answer that throws inside a non-throwing record is reported with its own error")
    func computedAnswerThrows() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)") { call in try call.argument(1, as: Int.self) }
        var price = -1
        let messages = failures { price = loader.price(of: "apple") }
        #expect(price == 0)
        #expect(
            messages == [
                """
                The answer stubbed for loader.price(of:) threw an error answering \
                price(of:)("apple"): price(of:) was called with 1 argument, so there is no \
                argument at index 1. Indexes start at 0.

                The double records price(of:) with record(…), which cannot throw, so the \
                fallback was returned instead. Fix the answer, or, if price(of:) throws, record \
                it with `try mock.recordThrowing(…)`.
                """
            ]
        )
    }

    @Test("an unused stub shows the closest call and the argument that differs")
    func unusedStubShowsClosestCall() {
        let payments = MockPayments()
        payments.mock.stub("charge(_:)", 300, returning: true)
        _ = payments.charge(300.0)
        #expect(
            failures { payments.mock.verifyStubsUsed() } == [
                """
                Expected every stub of payments to answer a call, but 1 was never used:
                  charge(_:)(300)
                    closest call: #1 charge(_:)(300.0)
                      first argument differs: expected 300 (Int), got 300.0 (Double)

                Remove the stubs the test does not need, or find out why the code does not make those calls.
                """
            ]
        )
    }

    @Test("a stub of the wrong type is reported at the stub's line, in the test")
    func wrongTypeAtTheStubsLine() {
        let loader = MockProductsLoader()
        let stubLine = #line + 2
        let (messages, lines) = failuresAndLines {
            loader.mock.stub("price(of:)", returning: "three")
            _ = loader.price(of: "apple")
        }
        #expect(messages.count == 1)
        #expect(lines == [stubLine])
    }

    @Test("a closure argument read as the wrong type suggests a type that compiles")
    func closureTypeSuggestionCompiles() throws {
        let service = MockDownloads()
        service.download { _ in }
        let call = try #require(service.mock.calls.first)
        let error = #expect(throws: MockError.self) {
            try call.argument(0, as: ((Data?) -> Void).self)
        }
        #expect(
            error?.description == """
                Argument 0 of download(completion:) is of type @Sendable (Optional<Data>) -> (), \
                not (Optional<Data>) -> (). Ask for it with \
                `as: (@Sendable (Optional<Data>) -> ()).self`. A closure is read with the exact \
                type it was recorded as: a cast never adds or removes @Sendable.
                """
        )
        // The suggested type, as written in the message.
        _ = try call.argument(0, as: (@Sendable (Optional<Data>) -> ()).self)
    }

    @Test("an order that needs the same call twice says the one call was already matched")
    func sameCallTwiceInOrder() {
        let view = MockProfileView()
        view.refresh()
        let messages = failures {
            verifyInOrder(view.mock.call("refresh()"), view.mock.call("refresh()"))
        }
        #expect(
            messages == [
                """
                Expected calls in this order, but step 2 did not follow: profileView.refresh() \
                was called only at #1, and step 1 already matched #1: step 2 needs another call \
                after it.

                Expected order:
                  1. profileView.refresh()
                  2. profileView.refresh()

                Recorded calls, in order:
                  #1 profileView.refresh()
                """
            ]
        )
    }
}

final class MockPayments: Sendable {
    let mock = Mock("payments")
    func charge(_ amount: Double) -> Bool { mock.record(amount, fallback: false) }
}

final class MockDownloads: Sendable {
    let mock = Mock("downloads")
    func download(completion: @escaping @Sendable (Data?) -> Void) { mock.record(completion) }
}

final class MockScale: Sendable {
    let mock = Mock("scale")
    func weigh(_ weight: Double) { mock.record(weight) }
}
