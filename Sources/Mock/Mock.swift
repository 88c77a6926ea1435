import Testing

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
/// The test then verifies what happened (``calledWith(_:_:times:message:fileID:filePath:line:column:)``)
/// and, before that, can prepare answers (``stub(_:_:returning:_:fileID:filePath:line:column:)``).
///
/// A `Mock` is `Sendable`, so a `final class` double that holds it in a `let` is `Sendable`
/// too, with no `@unchecked`: recording and verifying take a lock.
///
/// ## Where to verify
/// Verify in the test's own body, or in a `Task { }` it starts: a failure is then reported once,
/// at the verification's line, to Swift Testing or to XCTest, whichever runs the test. Swift
/// Testing cannot tell which test a detached task or a dispatch queue belongs to; a
/// verification that fails there (or in an `async` XCTest test, which XCTest runs off the main
/// thread) goes to XCTest first, and, if no XCTest test case takes it, to Swift Testing (which
/// then fails the run against an «unknown» test) and to standard error, so it is reported once
/// and never lost.
public final class Mock: Sendable {
    /// The name failure messages use for this mock, for example `profileView`.
    public let name: String

    /// Whether a call that returns a value must have a stub; see ``init(_:strict:)``.
    @usableFromInline let isStrict: Bool

    @usableFromInline let state = MockState()

    /// The test framework that was running when the mock was made, for failures reported
    /// where neither framework can tell which test is running.
    let framework = TestFramework.current

    /// Creates a mock that failure messages call `name`.
    ///
    /// - Parameters:
    ///   - name: What failure messages call the mock, for example `profileView`.
    ///   - strict: When `true`, a call that returns a value and that no stub answers is reported
    ///     as a failure (and gets the fallback). Methods that return nothing need no stub.
    public init(_ name: String, strict: Bool = false) {
        self.name = name
        self.isStrict = strict
    }

    /// Reports a failure at `site` (or, to Swift Testing, at `testLocation` when given) to the
    /// framework running the test. The message is written as ``LibraryWork``, so the
    /// descriptions it reads record nothing.
    func report(
        _ message: @autoclosure () -> String,
        at site: CallSite,
        testLocation: SourceLocation? = nil
    ) {
        FailureReporter.report(
            LibraryWork.run(message),
            at: site,
            testLocation: testLocation,
            fallback: framework
        )
    }

    /// Every call recorded so far, oldest first.
    public var calls: [RecordedCall] {
        state.recordedCalls
    }

    /// Forgets every recorded call and every stub.
    ///
    /// The calls and stubs are let go after the mock's lock is released, so an argument whose
    /// `deinit` calls a double (this one included) is freed safely.
    public func reset() {
        state.reset()
    }

    /// Forgets every stub, but keeps the recorded calls: a test that changes what a
    /// collaborator answers between two phases starts the second with no stub.
    public func clearStubs() {
        state.clearStubs()
    }

    /// Forgets every recorded call, and which ones were verified, but keeps the stubs.
    ///
    /// Use it between two phases of a test that verifies each phase on its own:
    ///
    /// ```swift
    /// loader.mock.stub("price(of:)", returning: 3)
    /// cart.add("apple")
    /// loader.mock.calledWith("price(of:)", "apple", times: .once)
    /// loader.mock.clearCalls()
    /// cart.add("pear")                                 // still priced at 3
    /// loader.mock.calledWith("price(of:)", "pear", times: .once)
    /// loader.mock.verifyNoOtherCalls()
    /// ```
    ///
    /// Calls recorded afterwards are numbered from 1 again; their sequence numbers go on.
    public func clearCalls() {
        state.clearCalls()
    }
}
