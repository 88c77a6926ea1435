extension Mock {
    /// Verifies that `method` was called with arguments that match `arguments`, `times` times,
    /// and returns the matching calls so the test can read their arguments.
    ///
    /// ```swift
    /// view.mock.calledWith("showFullName(_:)", "Ada Lovelace", times: .once)
    /// view.mock.calledWith("showFullName(_:)", Arg.any, message: "shows a name")
    /// let call = try #require(loader.mock.calledWith("load(page:)").first)
    /// let page = try call.argument(0, as: Int.self)
    /// ```
    ///
    /// Each argument is a plain value, compared for equality as ``Arg/equal(_:)`` explains
    /// (`==` for `Equatable` values, identity for instances of other classes, member by member
    /// for other values; closures cannot be compared), or an ``Arg`` matcher. With no
    /// arguments, calls with any arguments count. A property's getter is verified by the
    /// property's name (`title`), its setter by that name followed by `=` (`title=`); a method
    /// always by its name with labels, so that `items` and `items(in:)` stay apart.
    ///
    /// A failure is reported once, at the line of this call, to Swift Testing or to XCTest,
    /// whichever runs the test. Verify in the test's own body, as the ``Mock`` overview explains.
    ///
    /// - Parameters:
    ///   - method: The member's name as `#function` spells it (`showFullName(_:)`, `title`).
    ///   - arguments: What each argument must match; none means any.
    ///   - times: How many matching calls are expected; at least one unless told otherwise.
    ///   - message: A sentence that the failure message starts with, to say what the check
    ///     is about; none by default.
    ///   - fileID: The file a failure is reported in; leave it to its default.
    ///   - filePath: The path of that file; leave it to its default.
    ///   - line: The line a failure is reported at; leave it to its default.
    ///   - column: The column a failure is reported at; leave it to its default.
    /// - Returns: The matching calls, oldest first, even when their number is wrong.
    @discardableResult
    public func calledWith(
        _ method: String,
        _ arguments: Any...,
        times: Times = .atLeastOnce,
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [RecordedCall] {
        let expectation = CallExpectation(
            mock: self,
            method: method,
            matchers: arguments.map(Arg.from)
        )
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return verify(expectation, times: times, message: message, at: site)
    }

    /// Waits until `method` has been called with arguments that match `arguments`, `times` times,
    /// or until `timeout` has passed, then verifies it as
    /// ``calledWith(_:_:times:message:fileID:filePath:line:column:)`` does.
    ///
    /// For calls made by a task the test does not await: a `Task { }` the code under test starts,
    /// a completion handler on a queue.
    ///
    /// ```swift
    /// checkout.pay()                              // starts a Task that tracks the payment
    /// await analytics.mock.calledWith("track(_:)", "paid", times: .once, within: .seconds(1))
    /// ```
    ///
    /// It returns as soon as the count is right, so it suits counts that calls reach (`.once`,
    /// `.exactly(n)`, `.atLeast(n)`): a call that comes later is not waited for. A count that
    /// holds from the start (`.never`, `.atMost(n)`) is checked at once; to check that a call
    /// does not come, let the code run first. The calls are checked every millisecond.
    ///
    /// - Parameters:
    ///   - method: The method's name as `#function` spells it.
    ///   - arguments: What each argument must match; none means any.
    ///   - times: How many matching calls are expected; at least one unless told otherwise.
    ///   - timeout: How long to wait at most.
    ///   - message: A sentence that the failure message starts with; none by default.
    ///   - fileID: The file a failure is reported in; leave it to its default.
    ///   - filePath: The path of that file; leave it to its default.
    ///   - line: The line a failure is reported at; leave it to its default.
    ///   - column: The column a failure is reported at; leave it to its default.
    /// - Returns: The matching calls, oldest first, even when their number is wrong.
    @discardableResult
    public func calledWith(
        _ method: String,
        _ arguments: Any...,
        times: Times = .atLeastOnce,
        within timeout: Duration,
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> [RecordedCall] {
        let expectation = CallExpectation(
            mock: self,
            method: method,
            matchers: arguments.map(Arg.from)
        )
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while expectation.refusal(verb: "verify") == nil,
            !times.accepts(matchingCalls(expectation).count),
            clock.now < deadline
        {
            do { try await Task.sleep(for: .milliseconds(1)) } catch { break }
        }
        return verify(expectation, times: times, message: message, at: site)
    }

    /// Verifies that `method` was never called with arguments that match `arguments` (with none,
    /// never called at all).
    ///
    /// List one value or matcher per argument the double records: a check that lists another
    /// number could never fail, so it is reported.
    public func notCalled(
        _ method: String,
        _ arguments: Any...,
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let expectation = CallExpectation(
            mock: self,
            method: method,
            matchers: arguments.map(Arg.from)
        )
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        verify(expectation, times: .never, message: message, at: site)
    }

    /// Verifies that every call this mock recorded was matched by an earlier verification
    /// (`calledWith` or `verifyInOrder`).
    public func verifyNoOtherCalls(
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let unverified = state.unverifiedCalls
        guard !unverified.isEmpty else { return }
        report(
            FailureMessage.prefixed(
                FailureMessage.otherCalls(mock: name, unverified: unverified),
                by: message()
            ),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Verifies that every stub answered at least one call: a stub the code never used is a
    /// test that does not test what it seems to, or a misspelt method name.
    ///
    /// Call it at the end of a test that wants its stubs to be strict, as Mockito's strict
    /// stubs are. A stub whose method name matches no recorded call gets a "did you mean"; one
    /// whose arguments matched no call shows the closest call and the argument that differs.
    public func verifyStubsUsed(
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let (unused, recorded) = state.unusedStubs
        guard !unused.isEmpty else { return }
        let text = LibraryWork.run {
            FailureMessage.unusedStubs(mock: name, unused: unused, recorded: recorded)
        }
        report(
            FailureMessage.prefixed(text, by: message()),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Checks `expectation` against the recorded calls and reports a failure at `site`, starting
    /// with `message` when it is not empty.
    @discardableResult
    func verify(
        _ expectation: CallExpectation,
        times: Times,
        message: () -> String = { "" },
        at site: CallSite
    ) -> [RecordedCall] {
        if let refusal = expectation.refusal(verb: "verify") {
            report(FailureMessage.prefixed(refusal, by: message()), at: site)
            return []
        }
        let matching = matchingCalls(expectation)
        markVerified(matching)
        // Every call is read back only for a message: a passing verification reads its member's.
        let failure: String? = LibraryWork.run {
            if !times.accepts(matching.count) {
                return FailureMessage.wrongCount(
                    expectation,
                    times: times,
                    matching: matching,
                    recorded: calls
                )
            }
            // A check that passes with no matching call, for instance `notCalled`, passes for
            // nothing when it lists another number of arguments than the calls have.
            guard !expectation.matchers.isEmpty, matching.isEmpty, times.accepts(0),
                let otherArity = calls.first(where: {
                    MethodName.matches(expectation.method, $0.method)
                        && $0.arguments.count != expectation.matchers.count
                })
            else { return nil }
            return FailureMessage.checkArity(expectation, times: times, call: otherArity)
        }
        if let failure {
            report(FailureMessage.prefixed(failure, by: message()), at: site)
        }
        return matching
    }

    /// The recorded calls that `expectation` matches, oldest first.
    private func matchingCalls(_ expectation: CallExpectation) -> [RecordedCall] {
        LibraryWork.run { state.calls(matching: expectation) }
    }

    /// Remembers that `calls` were covered by a verification, for `verifyNoOtherCalls`.
    func markVerified(_ calls: some Sequence<RecordedCall>) {
        state.markVerified(calls.map(\.sequence))
    }
}
