extension Mock {
    /// Verifies that `method` was called with arguments that match `arguments`, `times` times,
    /// and returns the matching calls so the test can read their arguments.
    ///
    /// ```swift
    /// view.mock.calledWith("showFullName(_:)", "Ada Lovelace", times: .once)
    /// view.mock.calledWith("showFullName", Arg.any)          // the bare name works too
    /// let call = try #require(loader.mock.calledWith("load(page:)").first)
    /// let page = try call.argument(0, as: Int.self)
    /// ```
    ///
    /// Each argument is a plain value, compared for equality as ``Arg/equal(_:)`` explains
    /// (`==` for `Equatable` values, identity for instances of other classes, member by member
    /// for other values; closures cannot be compared), or an ``Arg`` matcher. With no
    /// arguments, calls with any arguments count. A property's getter is verified by the
    /// property's name (`title`), its setter by that name followed by `=` (`title=`).
    ///
    /// A failure is reported once, at the line of this call, to Swift Testing or to XCTest,
    /// whichever runs the test. Verify in the test's own body, as the ``Mock`` overview explains.
    ///
    /// - Parameters:
    ///   - method: The method's name as `#function` spells it (`showFullName(_:)`), or its bare
    ///     name (`showFullName`).
    ///   - arguments: What each argument must match; none means any.
    ///   - times: How many matching calls are expected; at least one unless told otherwise.
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
        return verify(expectation, times: times, at: site)
    }

    /// Verifies that `method` was never called with arguments that match `arguments` (with none,
    /// never called at all).
    public func notCalled(
        _ method: String,
        _ arguments: Any...,
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
        verify(expectation, times: .never, at: site)
    }

    /// Verifies that every call this mock recorded was matched by an earlier verification
    /// (`calledWith` or `verifyInOrder`).
    public func verifyNoOtherCalls(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let unverified = state.unverifiedCalls
        guard !unverified.isEmpty else { return }
        report(
            FailureMessage.otherCalls(mock: name, unverified: unverified),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Verifies that every stub answered at least one call: a stub the code never used is a
    /// test that does not test what it seems to, or a misspelt method name.
    ///
    /// Call it at the end of a test that wants its stubs to be strict, as Mockito's strict
    /// stubs are. A stub whose method name matches no recorded call gets a "did you mean".
    public func verifyStubsUsed(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let (unused, recorded) = state.unusedStubs
        guard !unused.isEmpty else { return }
        report(
            FailureMessage.unusedStubs(mock: name, unused: unused, recorded: recorded),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Checks `expectation` against the recorded calls and reports a failure at `site`.
    @discardableResult
    func verify(_ expectation: CallExpectation, times: Times, at site: CallSite) -> [RecordedCall] {
        if let refusal = expectation.refusal(verb: "verify") {
            report(refusal, at: site)
            return []
        }
        let recorded = calls
        let matching = LibraryWork.run { recorded.filter(expectation.matches) }
        markVerified(matching)
        if !times.accepts(matching.count) {
            report(
                FailureMessage.wrongCount(
                    expectation,
                    times: times,
                    matching: matching,
                    recorded: recorded
                ),
                at: site
            )
        }
        return matching
    }

    /// Remembers that `calls` were covered by a verification, for `verifyNoOtherCalls`.
    func markVerified(_ calls: some Sequence<RecordedCall>) {
        state.markVerified(calls.lazy.map(\.sequence))
    }
}
