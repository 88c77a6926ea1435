import Foundation
import Testing

@testable import Mock

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
