import Testing

@testable import Mock

/// A check or a stub that lists another number of arguments than the double records is reported,
/// not left to pass or to never answer.
@Suite("Number of arguments")
struct ArityTests {
    @Test("a negative check with too few arguments is reported, not passed")
    func negativeCheckWithTooFewArguments() {
        let analytics = MockAnalytics()
        analytics.track("checkout_failed", properties: ["reason": "card"])
        let messages = failures {
            analytics.mock.notCalled("track(_:properties:)", "checkout_failed")
        }
        #expect(
            messages == [
                """
                Cannot check that analytics.track(_:properties:)("checkout_failed") was never \
                called: it lists 1 argument, and the double records track(_:properties:) with \
                2 arguments, as in #1 track(_:properties:)("checkout_failed", ["reason": "card"]). \
                No call can match, so the check would pass whatever the code does. List one value \
                or matcher per recorded argument (Arg.any for those that do not matter).
                """
            ]
        )
        #expect(
            failures {
                analytics.mock.notCalled("track(_:properties:)", "checkout_failed", Arg.any)
            }
            .count == 1
        )
        #expect(
            failures { analytics.mock.notCalled("track(_:properties:)", "paid", Arg.any) } == []
        )
    }

    @Test("a stub with too few arguments is reported once, at the stub's line")
    func stubWithTooFewArguments() throws {
        let analytics = MockAnalytics()
        let stubLine = #line + 2
        let (messages, lines) = failuresAndLines {
            analytics.mock.stub("isTracked(_:properties:)", "paid", returning: true)
            #expect(analytics.isTracked("paid", properties: [:]) == false)
            #expect(analytics.isTracked("paid", properties: [:]) == false)
        }
        #expect(
            messages == [
                """
                The stub analytics.isTracked(_:properties:)("paid") can never answer: it lists \
                1 argument, and the double records isTracked(_:properties:) with 2 arguments, as \
                in #1 isTracked(_:properties:)("paid", [:]). List one value or matcher per \
                recorded argument (Arg.any for those that do not matter).
                """
            ]
        )
        #expect(lines == [stubLine])
    }
}

/// An analytics client, as a double.
final class MockAnalytics: Sendable {
    let mock = Mock("analytics")
    func track(_ event: String, properties: [String: String]) { mock.record(event, properties) }
    func isTracked(_ event: String, properties: [String: String]) -> Bool {
        mock.record(event, properties, fallback: false)
    }
}
