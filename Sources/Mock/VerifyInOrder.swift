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
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard checkable(expectations, message: message, at: site) else { return }
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

/// Verifies that the mocks of `expectations` recorded exactly these calls, in this order, and
/// nothing else: "these calls and only these" in one verification.
///
/// ```swift
/// verifyExactlyInOrder(
///     store.deleteCachedFeed.call(.any),
///     store.insert.call(.equal(images), .equal(now), .any)
/// )
/// ```
///
/// Every call of those mocks counts, in the order the process recorded them: a call between two
/// steps, or after the last, fails it, as does a step with no call. On success the calls are
/// verified, for `verifyNoOtherCalls`.
public func verifyExactlyInOrder(
    _ expectations: CallExpectation...,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard checkable(expectations, message: message, at: site),
        let first = expectations.first
    else { return }
    let timeline =
        CallExpectation.mocks(of: expectations)
        .flatMap { mock in mock.calls.map { (mock: mock, call: $0) } }
        .sorted { $0.call.sequence < $1.call.sequence }
    let firstDifference = LibraryWork.run { () -> Int? in
        for index in 0..<max(expectations.count, timeline.count) {
            guard index < expectations.count, index < timeline.count,
                expectations[index].mock === timeline[index].mock,
                expectations[index].matches(timeline[index].call)
            else { return index }
        }
        return nil
    }
    guard let firstDifference else {
        for (mock, call) in timeline { mock.markVerified(CollectionOfOne(call)) }
        return
    }
    let text = LibraryWork.run {
        FailureMessage.notExactly(
            expectations,
            timeline: timeline.map { ($0.mock.name, $0.call) },
            differingAt: firstDifference
        )
    }
    first.mock.report(FailureMessage.prefixed(text, by: message()), at: site)
}

/// Whether `expectations` can be checked: some are given, and none is refused (an argument that
/// is a closure); a refusal is reported at `site`.
private func checkable(
    _ expectations: [CallExpectation],
    message: () -> String,
    at site: CallSite
) -> Bool {
    guard let first = expectations.first else { return false }
    if let refusal = expectations.lazy.compactMap({ $0.refusal(verb: "verify") }).first {
        first.mock.report(FailureMessage.prefixed(refusal, by: message()), at: site)
        return false
    }
    return true
}
