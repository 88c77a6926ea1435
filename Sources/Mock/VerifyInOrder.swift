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
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    verifyInOrder(
        expectations,
        message: message(),
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
    )
}

/// Verifies that calls happened in the order of `expectations`, across one or several mocks.
///
/// The array form suits steps made in a loop:
///
/// ```swift
/// verifyInOrder(board.squares.map { factory.mock.call("makeButton(for:)", Arg.same(as: $0)) })
/// ```
public func verifyInOrder(
    _ expectations: [CallExpectation],
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let first = expectations.first else { return }
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let refusal = expectations.lazy.compactMap({ $0.refusal(verb: "verify") }).first {
        first.mock.report(FailureMessage.prefixed(refusal, by: message()), at: site)
        return
    }
    var previous: RecordedCall?
    var matched: [(Mock, RecordedCall)] = []
    for (step, expectation) in expectations.enumerated() {
        let recorded = expectation.mock.calls
        let candidates = LibraryWork.run { recorded.filter(expectation.matches) }
        let afterPrevious = candidates.first { $0.sequence > (previous?.sequence ?? 0) }
        guard let found = afterPrevious else {
            // The steps that did follow are verified, so that a `verifyNoOtherCalls` after this
            // does not report them again.
            for (mock, call) in matched { mock.markVerified(CollectionOfOne(call)) }
            expectation.mock.report(
                FailureMessage.prefixed(
                    FailureMessage.outOfOrder(
                        expectations,
                        failedStep: step,
                        previous: previous,
                        candidates: candidates
                    ),
                    by: message()
                ),
                at: site
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
