/// The recorder inside a hand-written test double.
///
/// A double is an ordinary class that conforms to your protocol and records each call in one
/// line; the method's name comes from `#function`:
///
/// ```swift
/// final class MockProfileView: ProfileViewing {
///     let mock = Mock("profileView")
///
///     func showFullName(_ fullName: String) {
///         mock.record(fullName)
///     }
/// }
/// ```
///
/// The test then verifies what happened (``calledWith(_:_:times:fileID:filePath:line:column:)``)
/// and, before that, can prepare answers (``stub(_:_:returning:)``).
///
/// A `Mock` is `Sendable`, so a `final class` double that holds it in a `let` is `Sendable`
/// too, with no `@unchecked`: recording and verifying take a lock.
///
/// ## Where to verify
/// Verify in the test's own body, or in a `Task { }` it starts: a failure is then reported once,
/// at the verification's line, to Swift Testing or to XCTest, whichever runs the test. Swift
/// Testing cannot tell which test a detached task or a dispatch queue belongs to; a
/// verification that fails there still fails the run, reported against an «unknown» test, if
/// the mock was made in a Swift Testing test, and goes to the running XCTest case otherwise.
public final class Mock: Sendable {
    /// The name failure messages use for this mock, for example `profileView`.
    public let name: String

    let state = MockState()

    /// The test framework that was running when the mock was made, for failures reported
    /// where neither framework can tell which test is running.
    let framework = TestFramework.current

    /// Creates a mock that failure messages call `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// Reports a failure at `site` to the framework running the test.
    func report(_ message: String, at site: CallSite) {
        FailureReporter.report(message, at: site, fallback: framework)
    }

    /// Every call recorded so far, oldest first.
    public var calls: [RecordedCall] {
        state.withLock { record, _ in record.calls }
    }

    /// Forgets every recorded call and every stub.
    public func reset() {
        state.withLock { record, _ in record = MockRecord() }
    }
}
