import Foundation
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
            verifyInOrder(view.mock.call("showFullName(_:)"), view.mock.call("refresh()"))
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

    @Test(
        "a failure where no framework can tell the test goes to XCTest, then, unless it took it, to Swift Testing and standard error",
        arguments: [
            (
                false, TestFramework.xcTest, false, Bool?.none,
                [FailureDestination.xcTest, .swiftTesting, .standardError]
            ),
            (false, .xcTest, false, false, [.xcTest, .swiftTesting, .standardError]),
            (false, .xcTest, false, true, [.xcTest]),
            (false, .xcTest, true, nil, [.xcTest]),
            (false, .swiftTesting, false, nil, [.swiftTesting]),
            (true, .xcTest, false, nil, [.swiftTesting]),
        ]
    )
    func destinations(
        testOnThisTask: Bool,
        framework: TestFramework,
        onMainThread: Bool,
        xcTestTookIt: Bool?,
        expected: [FailureDestination]
    ) {
        #expect(
            FailureReporter.destinations(
                testOnThisTask: testOnThisTask,
                mockMadeUnder: framework,
                onMainThread: onMainThread,
                xcTestTookIt: xcTestTookIt
            ) == expected
        )
    }

    #if canImport(XCTest) && !canImport(Darwin)
        @Test(
            "a failure in an async XCTest test is reported once, to XCTest, not to standard error"
        )
        func asyncXCTestFailureIsReportedOnce() {
            let writesBefore = FailureReporter.standardErrorWrites
            let testCase = AsyncVerificationCase(name: "verifiesOffTheMainThread") { _ in
                AsyncVerificationCase.verifyOffTheMainThread()
            }
            testCase.run()
            #expect(testCase.testRun?.totalFailureCount == 1)
            #expect(FailureReporter.standardErrorWrites == writesBefore)
        }
    #endif

    @Test("a mock made and verified in a detached task under Swift Testing is not lost")
    func detachedMockIsNotLost() async {
        let destinations = await Task.detached {
            FailureReporter.destinations(
                testOnThisTask: Test.current != nil,
                mockMadeUnder: Mock("view").framework,
                onMainThread: Thread.isMainThread,
                xcTestTookIt: false
            )
        }.value
        #expect(destinations.contains(.swiftTesting))
        #expect(destinations.contains(.standardError))
    }

    @Test("standard error shows where the failure happened and why it is there")
    func standardErrorText() {
        let site = CallSite(
            fileID: "Tests/A.swift",
            filePath: "/p/Tests/A.swift",
            line: 7,
            column: 3
        )
        #expect(
            FailureReporter.standardErrorText("Expected x.y() to be called.", at: site) == """
                /p/Tests/A.swift:7: error: Expected x.y() to be called.
                (Mock wrote this failure here because it was reported outside any test's own \
                task, where a test framework may not see it.)

                """
        )
    }
}

#if canImport(XCTest) && !canImport(Darwin)
    import XCTest

    /// An XCTest case run by a Swift Testing test, so that the failure it records counts in its
    /// own run and fails nothing else. Its test does what XCTest does for an `async` test: it runs
    /// the body in a task off the main thread, where a mock is made and verified.
    final class AsyncVerificationCase: XCTestCase, @unchecked Sendable {
        static func verifyOffTheMainThread() {
            let done = DispatchSemaphore(value: 0)
            Task.detached {
                let view = MockProfileView()
                view.mock.calledWith("refresh()", times: .once)
                done.signal()
            }
            done.wait()
        }
    }
#endif
