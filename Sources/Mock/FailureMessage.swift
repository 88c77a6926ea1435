/// The text of every failure the library reports: a summary line, then the facts, then what to do.
enum FailureMessage {
    /// How many recorded calls a message lists before it says how many more there were.
    static let listedCallLimit = 20

    /// A verification whose number of matching calls is not the expected one.
    static func wrongCount(
        _ expectation: CallExpectation,
        times: Times,
        matching: [RecordedCall],
        recorded: [RecordedCall]
    ) -> String {
        let sameMethod = recorded.filter { MethodName.matches(expectation.method, $0.method) }
        var lines = [summary(expectation, times: times, matching: matching, sameMethod: sameMethod)]
        lines.append("")
        lines += recordedCalls(on: expectation.mock.name, recorded)
        if matching.isEmpty, let closest = closestCall(to: expectation, among: sameMethod) {
            lines.append("")
            lines.append("Closest call: \(closest)")
            lines += differences(between: expectation, and: closest).map { "  " + $0 }
        }
        if matching.isEmpty, let hint = setterHint(for: expectation.method, recorded: recorded) {
            lines.append("")
            lines.append(hint)
        } else if sameMethod.isEmpty,
            let suggestion = NameSuggestion.closest(
                to: expectation.method,
                among: recorded.map(\.method)
            )
        {
            lines.append("")
            lines.append("Did you mean \(suggestion)? That is the name #function recorded.")
        }
        return lines.joined(separator: "\n")
    }

    /// A verification or a stub given a closure, which cannot be compared.
    static func refused(
        _ expectation: CallExpectation,
        verb: String,
        argument index: Int,
        refusal: String
    ) -> String {
        """
        Cannot \(verb) \(expectation.mock.name).\(expectation.method): its \(ordinal(index)) \
        \(refusal), and closures cannot be compared. Match it with Arg.any, check it with \
        Arg.where, or compare an object with Arg.same(as:).
        """
    }

    /// A call of a strict mock that returns a value and that no stub answered.
    static func unstubbedCall(mock: String, call: RecordedCall) -> String {
        """
        \(mock).\(call.invocation) was called, but nothing is stubbed for it and \(mock) is \
        strict. The fallback was returned. Stub it with mock.stub("\(call.method)", \
        returning: …), or make the mock without strict: true.
        """
    }

    /// Stubs that answered no call, for `verifyStubsUsed`.
    static func unusedStubs(mock: String, unused: [Stub], recorded: [RecordedCall]) -> String {
        let count = unused.count == 1 ? "1 was" : "\(unused.count) were"
        var lines = ["Expected every stub of \(mock) to answer a call, but \(count) never used:"]
        for stub in unused {
            let recordedNames = recorded.map(\.method)
            guard !recordedNames.contains(where: { MethodName.matches(stub.method, $0) }) else {
                lines.append("  \(stub.description)")
                continue
            }
            let suggestion = NameSuggestion.closest(to: stub.method, among: recordedNames)
            lines.append(
                "  \(stub.description), which names no recorded call"
                    + (suggestion.map { ". Did you mean \($0)?" } ?? "")
            )
        }
        lines.append("")
        lines.append(
            "Remove the stubs the test does not need, or find out why the code does not make those calls."
        )
        return lines.joined(separator: "\n")
    }

    /// Calls that no verification covered, for `verifyNoOtherCalls`.
    static func otherCalls(mock: String, unverified: [RecordedCall]) -> String {
        let count = unverified.count == 1 ? "1 call was" : "\(unverified.count) calls were"
        var lines = ["Expected no other calls on \(mock), but \(count) not verified:"]
        lines += listed(unverified)
        lines.append("")
        lines.append("Verify each of them with calledWith, or find out why the code makes them.")
        return lines.joined(separator: "\n")
    }

    /// An order verification that broke at `failedStep`.
    ///
    /// Calls are numbered by their place in the timeline of the mocks involved.
    static func outOfOrder(
        _ expectations: [CallExpectation],
        failedStep: Int,
        previous: RecordedCall?,
        candidates: [RecordedCall]
    ) -> String {
        var mocks: [Mock] = []
        for expectation in expectations where !mocks.contains(where: { $0 === expectation.mock }) {
            mocks.append(expectation.mock)
        }
        let timeline =
            mocks
            .flatMap { mock in mock.calls.map { (mock.name, $0) } }
            .sorted { $0.1.sequence < $1.1.sequence }
        var numbers: [Int: Int] = [:]
        for (index, (_, call)) in timeline.enumerated() { numbers[call.sequence] = index + 1 }
        func number(_ call: RecordedCall) -> String { "#\(numbers[call.sequence] ?? 0)" }

        let failed = expectations[failedStep]
        let reason: String
        // With calls to match and no step before it, a step cannot fail: so either it has calls
        // that all came too early, or it has none.
        if let previous, !candidates.isEmpty {
            let at = candidates.map(number).joined(separator: ", ")
            reason = """
                \(failed.description) was called only before step \(failedStep) \
                (\(number(previous))), at \(at).
                """
        } else {
            reason = "\(failed.description) was never called."
        }
        var lines = [
            "Expected calls in this order, but step \(failedStep + 1) did not follow: \(reason)",
            "",
            "Expected order:",
        ]
        for (index, expectation) in expectations.enumerated() {
            lines.append("  \(index + 1). \(expectation.description)")
        }
        lines.append("")
        lines.append("Recorded calls, in order:")
        lines +=
            timeline.isEmpty
            ? ["  none"]
            : timeline.map { name, call in "  \(number(call)) \(name).\(call.invocation)" }
        return lines.joined(separator: "\n")
    }

    /// A stubbed value of a type the double's `record` cannot return.
    ///
    /// `record` returns the type of its fallback, which Swift may infer from the fallback's value
    /// rather than from the method's declared type; when that type is one of the test's own,
    /// the message says how to give the fallback the declared type.
    static func stubTypeMismatch(
        mock: String,
        method: String,
        stubbed: Any,
        expected: Any.Type
    ) -> String {
        let mismatch = """
            \(mock).\(method) is stubbed to return \(ArgumentFormatting.value(stubbed)) of type \
            \(type(of: stubbed)), but the double returns \(expected)
            """
        let name = String(reflecting: expected)
        guard !name.hasPrefix("Swift."), !name.hasPrefix("(") else {
            return """
                \(mismatch). The fallback was returned instead. Stub it with a value of type \
                \(expected).
                """
        }
        return """
            \(mismatch), the type of its fallback. The fallback was returned instead. If \
            \(method) returns a protocol or a superclass, give the fallback that type \
            (`fallback: \(expected)(…) as any TheProtocol`) so that any conforming value can be \
            stubbed; otherwise stub it with a value of type \(expected).
            """
    }

    /// A stubbed error for a call the double records with `record`, which cannot throw.
    static func errorStubbedForNonThrowingCall(
        mock: String,
        method: String,
        error: any Error
    ) -> String {
        """
        \(mock).\(method) is stubbed to throw \(error), but the double records it with \
        record(…), which cannot throw. The fallback was returned instead. If the method \
        throws, record it with `try mock.recordThrowing(…)`.
        """
    }

    // MARK: Parts

    private static func summary(
        _ expectation: CallExpectation,
        times: Times,
        matching: [RecordedCall],
        sameMethod: [RecordedCall]
    ) -> String {
        let subject = "\(expectation.mock.name).\(expectation.method)"
        let with =
            expectation.matchers.isEmpty
            ? "" : " with (\(expectation.matchers.map(\.description).joined(separator: ", ")))"
        let numbers = matching.map { "#\($0.number)" }.joined(separator: ", ")
        if times == .never {
            return "Expected \(subject) never to be called\(with), but it was called "
                + "\(Times.phrase(matching.count)): \(numbers)."
        }
        let actual: String
        if sameMethod.isEmpty {
            actual = "it was never called"
        } else if expectation.matchers.isEmpty {
            actual = "it was called \(Times.phrase(matching.count)): \(numbers)"
        } else if matching.isEmpty {
            actual = "no call had those arguments"
        } else {
            actual = "it was called \(Times.phrase(matching.count)) with them: \(numbers)"
        }
        return "Expected \(subject) to be called \(times)\(with), but \(actual)."
    }

    private static func recordedCalls(on mock: String, _ calls: [RecordedCall]) -> [String] {
        guard !calls.isEmpty else { return ["No calls were recorded on \(mock)."] }
        return ["Calls recorded on \(mock):"] + listed(calls)
    }

    private static func listed(_ calls: [RecordedCall]) -> [String] {
        var lines = calls.prefix(listedCallLimit).map { "  \($0)" }
        if calls.count > listedCallLimit {
            lines.append("  … and \(calls.count - listedCallLimit) more")
        }
        return lines
    }

    /// The call of the same method whose arguments satisfy the most matchers; the first wins ties.
    private static func closestCall(
        to expectation: CallExpectation,
        among calls: [RecordedCall]
    ) -> RecordedCall? {
        guard !expectation.matchers.isEmpty else { return nil }
        var best: (call: RecordedCall, score: Int)?
        for call in calls {
            let arityBonus = call.arguments.count == expectation.matchers.count ? 1 : 0
            let score =
                ArgumentMatching.score(expectation.matchers, call.arguments) * 2 + arityBonus
            if score > best?.score ?? -1 { best = (call, score) }
        }
        return best?.call
    }

    /// One line per argument of `call` that `expectation` does not accept.
    private static func differences(
        between expectation: CallExpectation,
        and call: RecordedCall
    ) -> [String] {
        guard call.arguments.count == expectation.matchers.count else {
            return [
                "it has \(call.arguments.count) arguments, "
                    + "the verification lists \(expectation.matchers.count)"
            ]
        }
        return zip(expectation.matchers, call.arguments).enumerated().compactMap {
            index,
            pair in
            let (matcher, argument) = pair
            guard !matcher.matches(argument) else { return nil }
            return "\(ordinal(index)) differs: \(matcher.explainMismatch(argument))"
        }
    }

    /// For a property verified by its name when only its setter (`title=`) has the calls.
    private static func setterHint(for method: String, recorded: [RecordedCall]) -> String? {
        let setter = MethodName.setter(of: method)
        guard MethodName.isProperty(method), recorded.contains(where: { $0.method == setter })
        else { return nil }
        return """
            Writes to \(method) record as \(setter): verify them with \
            calledWith("\(setter)", …).
            """
    }

    private static func ordinal(_ index: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth"]
        return words.indices.contains(index) ? "\(words[index]) argument" : "argument \(index + 1)"
    }
}
