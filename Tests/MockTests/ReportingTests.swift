import Testing

@testable import Mock

/// Failures reach Swift Testing once, at the line of the verification.
@Suite("Reporting to Swift Testing")
struct ReportingTests {
    @Test("a failed verification is recorded once, at the verification's line")
    func reportedOnceAtTheVerificationLine() throws {
        let view = MockProfileView()
        // The matching closure may run on another task, so the issues it sees are kept by a Mock.
        let issues = Mock("issues")
        let expectedLine = #line + 2
        withKnownIssue {
            view.mock.calledWith("showFullName(_:)", "Ada")
        } matching: { issue in
            issues.record(
                issue.sourceLocation?.fileName ?? "",
                issue.sourceLocation?.line ?? 0,
                issue.comments.first?.rawValue ?? ""
            )
            return true
        }
        let recorded = issues.calls
        #expect(recorded.count == 1)
        #expect(try recorded.first?.argument(0, as: String.self) == "ReportingTests.swift")
        #expect(try recorded.first?.argument(1, as: Int.self) == expectedLine)
        #expect(
            try recorded.first?.argument(2, as: String.self).hasPrefix(
                "Expected profileView.showFullName(_:) to be called at least once"
            ) == true
        )
    }

    @Test("a passing verification records nothing")
    func passingRecordsNothing() {
        let view = MockProfileView()
        view.refresh()
        view.mock.calledWith("refresh()", times: .once)
    }

    @Test("an order failure and an unverified call are reported too")
    func orderAndOtherCalls() {
        let view = MockProfileView()
        view.refresh()
        withKnownIssue {
            verifyInOrder(view.mock.call("showFullName"), view.mock.call("refresh()"))
        }
        withKnownIssue {
            view.mock.verifyNoOtherCalls()
        }
    }
}

@Suite("Choosing the framework")
struct FrameworkChoiceTests {
    @Test("a mock made in a Swift Testing test falls back to Swift Testing off the test's task")
    func madeUnderSwiftTesting() {
        #expect(Mock("view").framework == .swiftTesting)
    }

    @Test("a mock made outside any Swift Testing test falls back to XCTest")
    func madeOutsideSwiftTesting() async {
        let framework = await Task.detached { Mock("view").framework }.value
        #expect(framework == .xcTest)
    }
}
