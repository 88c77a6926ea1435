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
        let closest =
            matching.isEmpty
            ? closestCall(to: expectation.matchers, kind: expectation.kind, among: sameMethod) : nil
        var lines = [
            summary(expectation, times: times, matching: matching, sameMethod: sameMethod)
                + (closest.flatMap { alike(expectation.matchers, $0, shownAs: "#\($0.number)") }
                    ?? "")
        ]
        lines.append("")
        lines += recordedCalls(on: expectation.mock.name, recorded)
        if let closest {
            lines.append("")
            lines.append("Closest call: \(closest)")
            lines += differences(
                between: expectation.matchers,
                and: closest,
                listedBy: "the verification"
            )
            .map { "  " + $0 }
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
            lines.append(didYouMean(suggestion, for: expectation.method))
        }
        return lines.joined(separator: "\n")
    }

    /// `failure`, after the test's own `message` and a blank line when there is one.
    static func prefixed(_ failure: String, by message: String) -> String {
        message.isEmpty ? failure : message + "\n\n" + failure
    }

    /// A check that accepts no matching call, listing another number of arguments than the
    /// calls of its method have: it could never fail.
    static func checkArity(
        _ expectation: CallExpectation,
        times: Times,
        call: RecordedCall
    ) -> String {
        let check = times == .never ? "was never called" : "was called \(times)"
        return """
            Cannot check that \(expectation.description) \(check): it lists \
            \(arguments(expectation.matchers.count)), and the double records \
            \(call.method) with \(arguments(call.argumentCount)), as in \(call). No call can \
            match, so the check would pass whatever the code does. List one value or matcher per \
            recorded argument (Arg.any for those that do not matter).
            """
    }

    /// A verification or a stub given a closure, which cannot be compared, or a matcher inside
    /// a value.
    /// A name without parentheses, given arguments: a getter takes none, so the test meant a
    /// method, which is named with its labels.
    static func bareNameWithArguments(_ expectation: CallExpectation, verb: String) -> String {
        let count = expectation.matchers.count
        let recorded = Set(expectation.mock.calls.map(\.method)).sorted()
        let setter = MethodName.setter(of: expectation.method)
        let sameBase = recorded.filter {
            MethodName.baseName(of: $0) == expectation.method && $0.hasSuffix(")")
        }
        let suggestion: String
        if recorded.contains(setter) {
            suggestion = """
                Writes to \(expectation.method) record as \(setter): \(verb) them with \
                \(setter).
                """
        } else if !sameBase.isEmpty {
            suggestion = """
                Did you mean \(sameBase.joined(separator: " or "))? That is the name #function \
                recorded.
                """
        } else if let close = NameSuggestion.closest(to: expectation.method, among: recorded) {
            suggestion = "Did you mean \(close)? That is the name #function recorded."
        } else {
            suggestion = """
                Name the method with its labels, as #function spells it, for example \
                \(expectation.method)(_:).
                """
        }
        return """
            Cannot \(verb) \(expectation.mock.name).\(expectation.method) with \(arguments(count)): \
            a name without parentheses is a property's getter, which takes no arguments. \
            \(suggestion)
            """
    }

    static func refused(
        _ expectation: CallExpectation,
        verb: String,
        argument index: Int,
        refusal: ArgumentRefusal
    ) -> String {
        let subject = "Cannot \(verb) \(expectation.mock.name).\(expectation.method)"
        let closureAdvice = """
            closures cannot be compared. Match it with Arg.any, check it with Arg.where, or \
            compare an object with Arg.same(as:).
            """
        switch refusal {
        case .closure:
            return "\(subject): its \(ordinal(index)) is a closure, and \(closureAdvice)"
        case .containsClosure:
            return "\(subject): its \(ordinal(index)) contains a closure, and \(closureAdvice)"
        case .containsMatcher(let matcher):
            return """
                \(subject): its \(ordinal(index)) has a matcher inside it (\(matcher)), and \
                matchers cannot be nested in a value: a matcher stands for a whole argument. \
                Match the whole argument with Arg.any, or check it with Arg.where, for example \
                Arg.where("has 2 elements") { (values: [String]) in values.count == 2 }.
                """
        }
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
        let recordedNames = recorded.map(\.method)
        for stub in unused {
            let sameMethod = recorded.filter { MethodName.matches(stub.method, $0.method) }
            guard sameMethod.isEmpty else {
                lines.append("  \(stub.description)")
                if let closest = closestCall(to: stub.matchers, kind: stub.kind, among: sameMethod)
                {
                    lines.append("    closest call: \(closest)")
                    lines += differences(between: stub.matchers, and: closest, listedBy: "the stub")
                        .map { "      " + $0 }
                }
                continue
            }
            let suggestion = NameSuggestion.closest(to: stub.method, among: recordedNames)
            lines.append(
                "  \(stub.description), which names no recorded call"
                    + (suggestion.map { ". " + didYouMean($0, for: stub.method) } ?? "")
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
        let timeline =
            CallExpectation.mocks(of: expectations)
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
            if candidates.contains(where: { $0.sequence == previous.sequence }) {
                let only = candidates.count == 1 ? "only at" : "at"
                reason = """
                    \(failed.description) was called \(only) \(at), and step \(failedStep) \
                    already matched \(number(previous)): step \(failedStep + 1) needs another \
                    call after it.
                    """
            } else {
                reason = """
                    \(failed.description) was called only before step \(failedStep) \
                    (\(number(previous))), at \(at).
                    """
            }
        } else {
            reason = "\(failed.description) was never called."
        }
        // A step whose method was called, with other arguments: the closest of those calls and
        // what differs, as a failed `calledWith` shows.
        var closestLines: [String] = []
        let sameMethod = failed.mock.calls.filter {
            MethodName.matches(failed.method, $0.method)
                && (failed.kind == nil || failed.kind == $0.kind)
        }
        if candidates.isEmpty,
            let closest = closestCall(to: failed.matchers, kind: failed.kind, among: sameMethod)
        {
            let at = sameMethod.map(number).joined(separator: ", ")
            closestLines = [
                "",
                "\(failed.mock.name).\(failed.method) was called at \(at), with other arguments. "
                    + "Closest call: \(number(closest)) \(failed.mock.name).\(closest.invocation)",
            ]
            closestLines +=
                differences(between: failed.matchers, and: closest, listedBy: "the step")
                .map { "  " + $0 }
        }
        let alikeCall =
            candidates.isEmpty
            ? closestCall(to: failed.matchers, kind: failed.kind, among: sameMethod)
                .flatMap { alike(failed.matchers, $0, shownAs: number($0)) } : nil
        let stepReason =
            sameMethod.isEmpty || !candidates.isEmpty
            ? reason
            : "\(failed.description) was never called with those arguments." + (alikeCall ?? "")
        var lines = [
            "Expected calls in this order, but step \(failedStep + 1) did not follow: \(stepReason)"
        ]
        lines += closestLines
        lines += [
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

    /// Calls that are not exactly the expected ones, in order: the first position where they part.
    static func notExactly(
        _ expectations: [CallExpectation],
        timeline: [(mock: String, call: RecordedCall)],
        differingAt index: Int
    ) -> String {
        let reason: String
        if index >= timeline.count {
            reason =
                "step \(index + 1), \(expectations[index].description), has no call: "
                + "the calls stop after #\(timeline.count)."
        } else if index >= expectations.count {
            let extra = timeline.count - expectations.count
            reason =
                "\(extra == 1 ? "a call comes" : "\(extra) calls come") after the last step, "
                + "from #\(index + 1) \(timeline[index].mock).\(timeline[index].call.invocation)."
        } else {
            reason =
                "call #\(index + 1) is \(timeline[index].mock)."
                + "\(timeline[index].call.invocation), where step \(index + 1) expects "
                + "\(expectations[index].description)."
        }
        var lines = [
            "Expected exactly these calls in this order, but \(reason)",
            "",
            "Expected calls:",
        ]
        for (number, expectation) in expectations.enumerated() {
            lines.append("  \(number + 1). \(expectation.description)")
        }
        lines.append("")
        lines.append("Recorded calls, in order:")
        lines +=
            timeline.isEmpty
            ? ["  none"]
            : timeline.enumerated().map { number, entry in
                "  #\(number + 1) \(entry.mock).\(entry.call.invocation)"
            }
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

    /// A computed answer that threw, for a call the double records with `record`, which
    /// cannot throw.
    static func answerThrew(
        mock: String,
        method: String,
        call: RecordedCall?,
        error: any Error
    ) -> String {
        let answering = call.map { " answering \($0.invocation)" } ?? ""
        return """
            The answer stubbed for \(mock).\(method) threw an error\(answering): \(error)

            The double records \(method) with record(…), which cannot throw, so the fallback was \
            returned instead. Fix the answer, or, if \(method) throws, record it with \
            `try mock.recordThrowing(…)`.
            """
    }

    /// An answer that must be awaited, for a double that records with `record` or
    /// `recordThrowing`, which cannot wait.
    static func answerNeedsAwait(mock: String, method: String) -> String {
        """
        \(mock).\(method) is stubbed with an answer that awaits, but the double records it with \
        record(…) or recordThrowing(…), which cannot wait. The fallback was returned instead. \
        Record it with `await mock.recordAsync(…)` or `try await mock.recordAsyncThrowing(…)`.
        """
    }

    /// A call of a method that must be stubbed, that no stub answered.
    static func notStubbed(mock: String, call: RecordedCall) -> String {
        """
        \(mock).\(call.invocation) was called, but no stub answers it, and the double records \
        \(call.method) with record(returning:), which has no fallback to return. Stub it \
        before the code under test calls it: mock.stub("\(call.method)", returning: …).
        """
    }

    /// A stub given an empty array of answers.
    static func noAnswers(_ expectation: CallExpectation) -> String {
        """
        Cannot stub \(expectation.description): the array of answers is empty. Give at least \
        one; the last one repeats.
        """
    }

    /// A stub that lists another number of arguments than the calls of its method have.
    static func stubArity(mock: String, stub: Stub, call: RecordedCall) -> String {
        """
        The stub \(mock).\(stub.description) can never answer: it lists \
        \(arguments(stub.matchers.count)), and the double records \(call.method) with \
        \(arguments(call.argumentCount)), as in \(call). List one value or matcher per \
        recorded argument (Arg.any for those that do not matter).
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

    /// What a summary adds when `call` reads exactly as the arguments `matchers` list, so that
    /// nobody looks for a difference in the text: another instance, a value whose `==` says
    /// no. Empty when the texts differ.
    private static func alike(_ matchers: [Arg], _ call: RecordedCall, shownAs label: String)
        -> String?
    {
        guard call.argumentCount == matchers.count, !matchers.isEmpty,
            matchers.map(\.description) == call.arguments.map(ArgumentFormatting.value)
        else { return nil }
        return " Call \(label) reads the same, but differs where the text does not show "
            + "(below)."
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

    /// The call of the same method whose arguments satisfy the most matchers; among those, a call
    /// of the asked member (`kind`) or with arguments of the asked types wins, so that an
    /// overload of the same name is not shown in its place; the first wins ties.
    private static func closestCall(
        to matchers: [Arg],
        kind: ObjectIdentifier?,
        among calls: [RecordedCall]
    ) -> RecordedCall? {
        guard !matchers.isEmpty else { return nil }
        var best: (call: RecordedCall, score: Int)?
        for call in calls {
            let sameMember = kind != nil && call.kind == kind ? 1 : 0
            let arity = call.argumentCount == matchers.count ? 1 : 0
            let types = zip(matchers, call.arguments).filter { matcher, argument in
                matcher.valueType.map { $0 == type(of: argument) } ?? false
            }.count
            let score =
                sameMember * 1_000_000 + ArgumentMatching.score(matchers, call) * 1_000
                + types * 2 + arity
            if score > best?.score ?? -1 { best = (call, score) }
        }
        return best?.call
    }

    /// One line per argument of `call` that `matchers` do not accept; `lister` names what
    /// listed the matchers (`the verification`, `the stub`).
    private static func differences(
        between matchers: [Arg],
        and call: RecordedCall,
        listedBy lister: String
    ) -> [String] {
        guard call.argumentCount == matchers.count else {
            return [
                "it has \(arguments(call.argumentCount)), \(lister) lists \(matchers.count)"
            ]
        }
        return zip(matchers, call.arguments).enumerated().compactMap {
            index,
            pair in
            let (matcher, argument) = pair
            guard !matcher.matches(argument) else { return nil }
            return "\(ordinal(index)) differs: \(matcher.explainMismatch(argument))"
        }
    }

    /// For a property or a subscript verified by its getter's name when only its setter
    /// (`title=`, `subscript(_:)=`) has the calls.
    private static func setterHint(for method: String, recorded: [RecordedCall]) -> String? {
        let setter = MethodName.setter(of: method)
        guard MethodName.isProperty(method) || MethodName.isSubscript(method),
            recorded.contains(where: { $0.method == setter })
        else { return nil }
        return """
            Writes to \(method) record as \(setter): verify them with \
            calledWith("\(setter)", …).
            """
    }

    /// A suggestion for a misspelt name; a name without labels is a property's, so a method's
    /// name with labels gets a word on why the name did not match.
    static func didYouMean(_ suggestion: String, for written: String) -> String {
        let base = "Did you mean \(suggestion)? That is the name #function recorded."
        guard MethodName.isProperty(written), MethodName.baseName(of: suggestion) == written,
            suggestion.contains("(")
        else { return base }
        return base + " A name without parentheses means a property's getter; a method is "
            + "named with its labels."
    }

    /// `1 argument`, `2 arguments`.
    static func arguments(_ count: Int) -> String {
        count == 1 ? "1 argument" : "\(count) arguments"
    }

    private static func ordinal(_ index: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth"]
        return words.indices.contains(index) ? "\(words[index]) argument" : "argument \(index + 1)"
    }
}
