import Foundation
import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Where a verification stands in a test, so that its failure is reported at that line.
@usableFromInline
struct CallSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    @usableFromInline
    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
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
/// verification runs in an `async` XCTest test, a detached task or on a dispatch queue), it goes
/// by the framework that was running when the mock was made, and by the thread: XCTest runs its
/// synchronous tests on the main thread. Where neither tells, the failure goes to XCTest first,
/// whose observers hear of it if a test case took it; only if none did does it go to Swift
/// Testing and to standard error, so that it is seen once, and seen even if neither framework
/// is running.
enum FailureReporter {
    /// While set, failures are collected here instead of being reported; the library's own tests
    /// use it to read the exact text of a message.
    @TaskLocal static var capture: FailureCapture?

    /// Reports `message` once, at `site`, or at `testLocation` for Swift Testing when it is
    /// given; `fallback` is the framework that was running when the mock was made.
    static func report(
        _ message: String,
        at site: CallSite,
        testLocation: SourceLocation? = nil,
        fallback: TestFramework
    ) {
        if let capture {
            capture.append(message, line: testLocation?.line ?? Int(site.line))
            return
        }
        let first = destinations(
            testOnThisTask: Test.current != nil,
            mockMadeUnder: fallback,
            onMainThread: Thread.isMainThread,
            xcTestTookIt: nil
        )
        guard first == [.xcTest, .swiftTesting, .standardError] else {
            for destination in first {
                report(message, at: site, testLocation: testLocation, to: destination)
            }
            return
        }
        let tookIt = xcTestTakes(message, at: site)
        let rest = destinations(
            testOnThisTask: false,
            mockMadeUnder: fallback,
            onMainThread: false,
            xcTestTookIt: tookIt
        )
        for destination in rest where destination != .xcTest {
            report(message, at: site, testLocation: testLocation, to: destination)
        }
    }

    /// Where a failure goes, given what can be known where it is reported: when no framework can
    /// tell, XCTest first, and the others only if XCTest did not take it (`xcTestTookIt` is
    /// `nil` until XCTest was asked).
    static func destinations(
        testOnThisTask: Bool,
        mockMadeUnder framework: TestFramework,
        onMainThread: Bool,
        xcTestTookIt: Bool?
    ) -> [FailureDestination] {
        if testOnThisTask || framework == .swiftTesting { return [.swiftTesting] }
        if onMainThread { return [.xcTest] }
        if xcTestTookIt == true { return [.xcTest] }
        return [.xcTest, .swiftTesting, .standardError]
    }

    /// Reports `message` to XCTest and tells whether a test case took it.
    private static func xcTestTakes(_ message: String, at site: CallSite) -> Bool {
        #if canImport(XCTest)
            let observer = XCTestFailureObserver.shared
            let before = observer.failuresSeen
            report(message, at: site, to: .xcTest)
            return observer.failuresSeen > before
        #else
            return false
        #endif
    }

    /// How many failures were written to standard error, for the library's own tests.
    static var standardErrorWrites: Int { standardErrorCount.value }

    private static let standardErrorCount = ProcessCounter.make()

    private static func report(
        _ message: String,
        at site: CallSite,
        testLocation: SourceLocation? = nil,
        to destination: FailureDestination
    ) {
        switch destination {
        case .swiftTesting:
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: testLocation
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
            _ = standardErrorCount.add(1)
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

#if canImport(XCTest)
    /// Counts the failures XCTest's test cases record: XCTest tells its observers of each one,
    /// as it happens, on the thread that reports it.
    final class XCTestFailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
        // `count` is read and written only while `lock` is held.
        private let lock = NSLock()
        private var count = 0

        /// The observer, registered with XCTest the first time it is asked for.
        static let shared: XCTestFailureObserver = {
            let observer = XCTestFailureObserver()
            XCTestObservationCenter.shared.addTestObserver(observer)
            return observer
        }()

        /// How many failures XCTest's test cases recorded since the observer was registered.
        var failuresSeen: Int { lock.withLock { count } }

        func testCase(
            _ testCase: XCTestCase,
            didFailWithDescription description: String,
            inFile filePath: String?,
            atLine lineNumber: Int
        ) {
            lock.withLock { count += 1 }
        }

        #if canImport(Darwin)
            func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
                lock.withLock { count += 1 }
            }
        #endif
    }
#endif

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
