import Foundation
import Mock
import XCTest

/// Failures reach XCTest once, at the line of the verification.
///
/// XCTest on Linux has no `XCTExpectFailure`, so this case captures what reaches
/// `recordFailure` instead of failing; the tests then read what was captured.
final class MockXCTests: XCTestCase {
    private struct Failure: Equatable {
        let description: String
        let file: String
        let line: Int
    }

    private var captured: [Failure] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String,
        inFile filePath: String,
        atLine lineNumber: Int,
        expected: Bool
    ) {
        if capturing {
            captured.append(Failure(description: description, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(
                withDescription: description,
                inFile: filePath,
                atLine: lineNumber,
                expected: expected
            )
        }
    }

    private func capturingFailures(_ body: () -> Void) -> [Failure] {
        capturing = true
        defer { capturing = false }
        captured = []
        body()
        return captured
    }

    func testFailedVerificationIsReportedOnceAtItsLine() {
        let view = XCTestProfileView()
        view.showFullName("Ada")
        let line = #line + 2
        let failures = capturingFailures {
            view.mock.calledWith("showFullName(_:)", "Grace", times: .once)
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(
            failures.first.map { URL(fileURLWithPath: $0.file).lastPathComponent },
            "MockXCTests.swift"
        )
        XCTAssertTrue(
            failures.first?.description.contains(
                #"first argument differs: expected "Grace", got "Ada""#
            ) == true,
            failures.first?.description ?? "no failure"
        )
    }

    func testPassingVerificationReportsNothing() {
        let view = XCTestProfileView()
        view.showFullName("Ada")
        let failures = capturingFailures {
            view.mock.calledWith("showFullName(_:)", "Ada", times: .once)
            view.mock.verifyNoOtherCalls()
        }
        XCTAssertEqual(failures, [])
    }

    func testStubsAndCapturedArgumentsWorkUnderXCTest() throws {
        let view = XCTestProfileView()
        view.mock.stub("greeting(for:)", returning: "Hello")
        XCTAssertEqual(view.greeting(for: "Ada"), "Hello")
        let call = try XCTUnwrap(view.mock.calledWith("greeting(for:)").first)
        XCTAssertEqual(try call.argument(0, as: String.self), "Ada")
    }
}

private final class XCTestProfileView: Sendable {
    let mock = Mock("profileView")
    func showFullName(_ fullName: String) { mock.record(fullName) }
    func greeting(for name: String) -> String { mock.record(name, fallback: "") }
}

extension MockXCTests {
    func testMockMadeInXCTestFallsBackToXCTest() {
        let view = XCTestProfileView()
        let failures = capturingFailures {
            let done = expectation(description: "verified on a dispatch queue")
            DispatchQueue.global().async {
                view.mock.calledWith("showFullName(_:)")
                done.fulfill()
            }
            wait(for: [done], timeout: 5)
        }
        XCTAssertEqual(failures.count, 1)
    }
}

/// Fails on purpose, from an `async` test, when run by ``AsyncFailureTests`` as a process of its
/// own; skipped in every other run.
final class AsyncFailureProbe: XCTestCase {
    func testFailsOnceEachFromAnAsyncTest() async throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["MOCK_ASYNC_PROBE"] == "1")
        let mock = Mock("probe")
        try await Task.sleep(for: .milliseconds(1))
        mock.calledWith("onTheTestsTask()")
        await Task.detached { mock.calledWith("inADetachedTask()") }.value
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                mock.calledWith("onADispatchQueue()")
                done.resume()
            }
        }
    }
}

/// A failure in an `async` XCTest test reaches XCTest once, and is not written to standard error
/// as well: run for real, in a process of its own, since XCTest on Linux cannot expect a failure.
final class AsyncFailureTests: XCTestCase {
    func testAsyncTestFailuresReachXCTestOnlyOnce() throws {
        let text = try runProbe(
            "MockXCTests.AsyncFailureProbe/testFailsOnceEachFromAnAsyncTest",
            environment: "MOCK_ASYNC_PROBE"
        )
        for method in ["onTheTestsTask()", "inADetachedTask()", "onADispatchQueue()"] {
            XCTAssertEqual(
                text.components(separatedBy: "Expected probe.\(method)").count - 1,
                1,
                "\(method) should be reported once:\n\(text)"
            )
        }
        XCTAssertFalse(text.contains("Mock wrote this failure here"), text)
        XCTAssertTrue(text.contains("with 3 failures"), text)
    }
}

/// Calls a method that must be stubbed, with nothing stubbed and no empty value to give, when
/// run by ``MustBeStubbedTests`` as a process of its own; skipped in every other run.
final class MustBeStubbedProbe: XCTestCase {
    func testStopsWithTheMessage() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["MOCK_STUB_PROBE"] == "1")
        let factory = Factory()
        let _: Formatter = factory.make()
    }

    private final class Factory: Sendable {
        let mock = Mock("factory")
        func make<T>() -> T { mock.record(returning: T.self) }
    }

    private struct Formatter {
        let style: String
    }
}

/// A method that cannot throw, with nothing stubbed and a type with no empty value, stops the
/// process with the message: run for real, in a process of its own, so that the test run does not
/// stop (and needs no exit test of Swift Testing's, whose wait for child processes a test run that
/// starts many of them does not need).
final class MustBeStubbedTests: XCTestCase {
    func testAMissingStubWithNoEmptyValueStopsTheProcessWithTheMessage() throws {
        let text = try runProbe(
            "MockXCTests.MustBeStubbedProbe/testStopsWithTheMessage",
            environment: "MOCK_STUB_PROBE"
        )
        XCTAssertTrue(
            text.contains(
                "factory.make() was called, but no stub answers it, and the double records make() "
                    + "with record(returning:), which has no fallback to return."
            ),
            text
        )
        XCTAssertTrue(text.contains("has no empty value to return instead"), text)
    }
}

/// Runs one probe test of this test binary in a process of its own, with `environment` set to
/// `1` so that the probe runs instead of skipping, and returns everything it printed. The probe
/// fails or stops on purpose: a zero exit status is a failure of the calling test.
private func runProbe(
    _ test: String,
    environment: String,
    file: StaticString = #filePath,
    line: UInt = #line
) throws -> String {
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    probe.arguments = [test]
    probe.environment = ProcessInfo.processInfo.environment.merging(
        [environment: "1"],
        uniquingKeysWith: { $1 }
    )
    let output = Pipe()
    probe.standardOutput = output
    probe.standardError = output
    try probe.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    probe.waitUntilExit()
    XCTAssertNotEqual(probe.terminationStatus, 0, text, file: file, line: line)
    return text
}
