import Foundation
import Testing
import XCTest

/// Where a verification stands in a test, so that its failure is reported at that line.
struct CallSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
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

/// Sends a failed verification to the test framework that is running the test.
///
/// Swift Testing and XCTest each ignore failures reported through the other one, so the reporter
/// asks Swift Testing whether one of its tests is running on this task. When none is (the
/// verification runs in a detached task or on a dispatch queue), it falls back to the framework
/// that was running when the mock was made: Swift Testing then still fails the run, naming the
/// test «unknown», where a failure sent to XCTest would be dropped.
enum FailureReporter {
    /// While set, failures are collected here instead of being reported; the library's own tests
    /// use it to read the exact text of a message.
    @TaskLocal static var capture: FailureCapture?

    /// Reports `message` once, at `site`; `fallback` is the framework to use when no Swift
    /// Testing test is running on this task.
    static func report(_ message: String, at site: CallSite, fallback: TestFramework) {
        if let capture {
            capture.append(message)
        } else if Test.current != nil || fallback == .swiftTesting {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(site.fileID)",
                    filePath: "\(site.filePath)",
                    line: Int(site.line),
                    column: Int(site.column)
                )
            )
        } else {
            XCTFail(message, file: site.filePath, line: site.line)
        }
    }
}

/// The failures collected while `FailureReporter.capture` is set.
final class FailureCapture: @unchecked Sendable {
    // `storage` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var storage: [String] = []

    /// The messages collected so far, oldest first.
    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func append(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(message)
    }
}
