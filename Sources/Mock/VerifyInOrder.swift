/// Verifies that calls happened in the order given, across one or several mocks.
///
/// ```swift
/// verifyInOrder(
///     view.mock.call("showLoading()"),
///     loader.mock.call("loadProducts()"),
///     view.mock.call("showProducts(_:)", Arg.any)
/// )
/// ```
///
/// Each expectation must be matched by a call that came after the call matching the one before
/// it; other calls may come in between. Order is read from the calls' sequence numbers, which
/// one counter hands out to every mock, never from clocks.
public func verifyInOrder(
    _ expectations: CallExpectation...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    var previous: RecordedCall?
    var matched: [(Mock, RecordedCall)] = []
    for (step, expectation) in expectations.enumerated() {
        let candidates = expectation.mock.calls.filter(expectation.matches)
        let afterPrevious = candidates.first { $0.sequence > (previous?.sequence ?? 0) }
        guard let found = afterPrevious else {
            expectations[step].mock.report(
                FailureMessage.outOfOrder(
                    expectations,
                    failedStep: step,
                    previous: previous,
                    candidates: candidates
                ),
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
            )
            return
        }
        matched.append((expectation.mock, found))
        previous = found
    }
    for (mock, call) in matched {
        mock.markVerified(CollectionOfOne(call))
    }
}
