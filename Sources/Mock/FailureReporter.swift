import Foundation
import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Where a verification stands in a test, so that its failure is reported at that line.
struct CallSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
    /// Where Swift Testing should show the failure instead, when it is not this line.
    var testLocation: SourceLocation?

    /// This site, shown to Swift Testing at the line of the test that runs on this task, if one
    /// does: for a failure found inside a double, which no line of the test's names.
    var inRunningTest: CallSite {
        var site = self
        site.testLocation = Test.current?.sourceLocation
        return site
    }
}

/// The test framework a failure goes to.
enum TestFramework: Sendable {
    case swiftTesting
    case xcTest

    /// The framework running the current task's test: Swift Testing if it knows of one, else XCTest.
    static var current: TestFramework {
        Test.current == nil ? .xcTest : .swiftTesting
    }
}

/// Somewhere a failure can be reported.
enum FailureDestination: Sendable, Equatable {
    /// `Issue.record`: the Swift Testing test running on this task, or, off the test's task, an
    /// «unknown» test that still fails the run. Outside any Swift Testing run it is ignored.
    case swiftTesting
    /// `XCTFail`: the XCTest case running, if any; otherwise it is ignored.
    case xcTest
    /// Standard error, which nothing can ignore.
    case standardError
}

/// Sends a failed verification to the test framework that is running the test.
///
/// Swift Testing and XCTest each ignore failures reported through the other one, so the reporter
/// asks Swift Testing whether one of its tests is running on this task. When none is (the
/// verification runs in a detached task or on a dispatch queue), it goes by the framework that
/// was running when the mock was made, and by the thread: XCTest runs its tests on the main
/// thread. Where neither tells, the failure goes to both frameworks, each of which ignores it
/// unless it is running, and to standard error, so that it is seen even if neither is.
enum FailureReporter {
    /// While set, failures are collected here instead of being reported; the library's own tests
    /// use it to read the exact text of a message.
    @TaskLocal static var capture: FailureCapture?

    /// Reports `message` once, at `site`; `fallback` is the framework that was running when the
    /// mock was made.
    static func report(_ message: String, at site: CallSite, fallback: TestFramework) {
        if let capture {
            capture.append(message, line: site.testLocation?.line ?? Int(site.line))
            return
        }
        let destinations = destinations(
            testOnThisTask: Test.current != nil,
            mockMadeUnder: fallback,
            onMainThread: Thread.isMainThread
        )
        for destination in destinations {
            report(message, at: site, to: destination)
        }
    }

    /// Where a failure goes, given what can be known where it is reported.
    static func destinations(
        testOnThisTask: Bool,
        mockMadeUnder framework: TestFramework,
        onMainThread: Bool
    ) -> [FailureDestination] {
        if testOnThisTask || framework == .swiftTesting { return [.swiftTesting] }
        if onMainThread { return [.xcTest] }
        return [.swiftTesting, .xcTest, .standardError]
    }

    private static func report(
        _ message: String,
        at site: CallSite,
        to destination: FailureDestination
    ) {
        switch destination {
        case .swiftTesting:
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: site.testLocation
                    ?? SourceLocation(
                        fileID: "\(site.fileID)",
                        filePath: "\(site.filePath)",
                        line: Int(site.line),
                        column: Int(site.column)
                    )
            )
        case .xcTest:
            #if canImport(XCTest)
                XCTFail(message, file: site.filePath, line: site.line)
            #endif
        case .standardError:
            FileHandle.standardError.write(Data(standardErrorText(message, at: site).utf8))
        }
    }

    /// A failure as standard error shows it: where, then the message, then why it is there.
    static func standardErrorText(_ message: String, at site: CallSite) -> String {
        """
        \(site.filePath):\(site.line): error: \(message)
        (Mock wrote this failure here because it was reported outside any test's own task, where \
        a test framework may not see it.)

        """
    }
}

/// The failures collected while `FailureReporter.capture` is set.
final class FailureCapture: @unchecked Sendable {
    // `storage` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var storage: [(message: String, line: Int)] = []

    /// The messages collected so far, oldest first.
    var messages: [String] {
        lock.withLock { storage.map(\.message) }
    }

    /// The line each message was reported at, oldest first.
    var lines: [Int] {
        lock.withLock { storage.map(\.line) }
    }

    func append(_ message: String, line: Int) {
        lock.withLock { storage.append((message, line)) }
    }
}
