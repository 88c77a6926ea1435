import Foundation
import Testing

@testable import Mock

@Suite("Clearing calls")
struct ClearCallsTests {
    @Test("clearCalls forgets the calls and what was verified, and keeps the stubs")
    func clearCallsKeepsStubs() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)", returning: 3)
        _ = loader.price(of: "apple")
        loader.mock.calledWith("price(of:)", "apple", times: .once)
        loader.mock.clearCalls()

        #expect(loader.mock.calls.isEmpty)
        #expect(loader.price(of: "pear") == 3)
        #expect(loader.mock.calls.map(\.description) == [#"#1 price(of:)("pear")"#])
        #expect(failures { loader.mock.verifyNoOtherCalls() }.count == 1)
    }
}

@Suite("Answers from arrays")
struct AnswerArrayTests {
    @Test("values from an array come in turn and the last one repeats")
    func valuesFromAnArray() {
        let loader = MockProductsLoader()
        let prices = [1, 2, 3]
        loader.mock.stub("price(of:)", returningInTurn: prices)
        #expect((1...5).map { _ in loader.price(of: "fig") } == [1, 2, 3, 3, 3])
    }

    @Test("answers from an array mix values and errors")
    func answersFromAnArray() async throws {
        let loader = MockProductsLoader()
        loader.mock.stub(
            "loadProducts()",
            answers: [.returning([Product]()), .throwing(LoadingFailed())]
        )
        #expect(try await loader.loadProducts() == [])
        await #expect(throws: LoadingFailed()) { try await loader.loadProducts() }
    }

    @Test("an empty array is reported, and stubs nothing")
    func emptyArrayIsReported() {
        let loader = MockProductsLoader()
        let messages = failures { loader.mock.stub("price(of:)", "fig", returningInTurn: []) }
        #expect(
            messages == [
                """
                Cannot stub loader.price(of:)("fig"): the array of answers is empty. Give at \
                least one; the last one repeats.
                """
            ]
        )
        #expect(loader.price(of: "fig") == 0)
    }
}

@Suite("More matchers")
struct MoreMatcherTests {
    @Test("Arg.not matches what its value or matcher does not")
    func not() {
        let view = MockProfileView()
        view.showFullName("Ada")
        #expect(failures { view.mock.calledWith("showFullName(_:)", Arg.not("Grace")) } == [])
        let messages = failures { view.mock.calledWith("showFullName(_:)", Arg.not("Ada")) }
        #expect(
            messages.first?.hasSuffix(#"first argument differs: expected not "Ada", got "Ada""#)
                == true
        )
        #expect(failures { view.mock.notCalled("showFullName(_:)", Arg.not(Arg.any)) } == [])
    }

    @Test("Arg.anyOf matches when one of its values or matchers does")
    func anyOf() {
        let view = MockProfileView()
        view.showFullName("Ada")
        #expect(
            failures { view.mock.calledWith("showFullName(_:)", Arg.anyOf("Grace", "Ada")) } == []
        )
        let messages = failures {
            view.mock.calledWith("showFullName(_:)", Arg.anyOf("Grace", "Alan"))
        }
        #expect(
            messages.first?.hasSuffix(
                #"first argument differs: expected any of ("Grace", "Alan"), got "Ada""#
            ) == true
        )
    }

    @Test("Arg.isNil matches nil of any optional type, and nothing else")
    func isNil() {
        let double = MockEvents()
        double.note(nil)
        double.note(3)
        #expect(failures { double.mock.calledWith("note(_:)", Arg.isNil, times: .once) } == [])
        #expect(
            failures { double.mock.calledWith("note(_:)", Arg.not(Arg.isNil), times: .once) } == []
        )
    }
}

@Suite("Messages on verifications")
struct VerificationMessageTests {
    @Test("a verification's message comes first in its failure")
    func messageComesFirst() {
        let view = MockProfileView()
        let messages = failures {
            view.mock.calledWith("refresh()", message: "The view refreshes once it appears")
            view.mock.notCalled("refresh()", message: "unused")
        }
        #expect(
            messages == [
                """
                The view refreshes once it appears

                Expected profileView.refresh() to be called at least once, but it was never called.

                No calls were recorded on profileView.
                """
            ]
        )
    }

    @Test("verifyNoOtherCalls, verifyStubsUsed and verifyInOrder take a message too")
    func otherVerificationsTakeAMessage() {
        let view = MockProfileView()
        view.refresh()
        view.mock.stub("refresh()", "never", returning: ())
        let messages = failures {
            view.mock.verifyNoOtherCalls(message: "no other calls")
            view.mock.verifyStubsUsed(message: "stubs used")
            verifyInOrder(view.mock.call("showFullName(_:)"), message: "in order")
        }
        #expect(
            messages.map { $0.components(separatedBy: "\n").first } == [
                "no other calls", "stubs used", "in order",
            ]
        )
    }
}

@Suite("Waiting")
struct WaitingTests {
    @Test("an answer can await, for a double that records with recordAsync")
    func awaitedAnswer() async throws {
        let loader = MockAsyncLoader()
        loader.mock.stub(
            "load()",
            answers: .awaiting { _ in
                await Task.yield()
                return ["fig"]
            }
        )
        #expect(await loader.load() == ["fig"])
        loader.mock.stub(
            "loadThrowing()",
            answers: .awaiting { _ in
                await Task.yield()
                throw LoadingFailed()
            }
        )
        await #expect(throws: LoadingFailed()) { try await loader.loadThrowing() }
    }

    @Test("an answer that awaits, given to a double that cannot wait, is reported")
    func awaitedAnswerForSyncRecord() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)", answers: .awaiting { _ in 3 })
        let messages = failures { _ = loader.price(of: "fig") }
        #expect(
            messages == [
                """
                loader.price(of:) is stubbed with an answer that awaits, but the double records \
                it with record(…) or recordThrowing(…), which cannot wait. The fallback was \
                returned instead. Record it with `await mock.recordAsync(…)` or \
                `try await mock.recordAsyncThrowing(…)`.
                """
            ]
        )
    }

    @Test("a verification waits for a call made by work the test does not await")
    func waitsForACall() async {
        let view = MockProfileView()
        // A thread of its own, not a task: on a busy machine every thread of the task pool may
        // be running other tests, and the call must come while the verification waits.
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.05)
            view.showFullName("Ada")
        }
        let calls = await view.mock.calledWith(
            "showFullName(_:)",
            "Ada",
            times: .once,
            within: .seconds(10)
        )
        #expect(calls.count == 1)
    }

    @Test("a verification that waits in vain fails after its time-out")
    func timesOut() async {
        let view = MockProfileView()
        let capture = FailureCapture()
        let clock = ContinuousClock()
        let start = clock.now
        await FailureReporter.$capture.withValue(capture) {
            await view.mock.calledWith("refresh()", within: .milliseconds(100))
        }
        #expect(clock.now - start >= .milliseconds(100))
        #expect(
            capture.messages == [
                """
                Expected profileView.refresh() to be called at least once, but it was never called.

                No calls were recorded on profileView.
                """
            ]
        )
    }
}

final class MockAsyncLoader: Sendable {
    let mock = Mock("loader")
    func load() async -> [String] { await mock.recordAsync(fallback: []) }
    func loadThrowing() async throws -> [String] {
        try await mock.recordAsyncThrowing(fallback: [])
    }
}
