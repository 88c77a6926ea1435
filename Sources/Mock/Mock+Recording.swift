extension Mock {
    /// Records a call to a method that returns nothing, or to a property's setter.
    ///
    /// ```swift
    /// func showFullName(_ fullName: String) { mock.record(fullName) }
    /// var title: String {
    ///     get { mock.record(fallback: "") }
    ///     set { mock.record(newValue) }      // recorded as "title="
    /// }
    /// ```
    ///
    /// A setter records under the property's name followed by `=` (`title=`), so that reads and
    /// writes are verified and stubbed apart.
    ///
    /// - Parameters:
    ///   - arguments: The arguments the method received, in order.
    ///   - function: The method's name; leave it to `#function`.
    ///   - fileID: The file a failure is reported in; leave it to its default.
    ///   - filePath: The path of that file; leave it to its default.
    ///   - line: The line a failure is reported at; leave it to its default.
    ///   - column: The column a failure is reported at; leave it to its default.
    public func record(
        _ arguments: Any...,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let method = MethodName.recorded(function, argumentCount: arguments.count)
        guard let stubbed = recordCall(method, arguments) else { return }
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        answer(method, stubbed, fallback: {}, at: site)
    }

    /// Records a call to a method or property that returns a value, and returns the stubbed
    /// answer, or `fallback` when nothing is stubbed.
    ///
    /// ```swift
    /// var isOnline: Bool { mock.record(fallback: true) }
    /// ```
    ///
    /// The fallback's type is the type `record` returns, and so the type a stub must have. When
    /// the method returns a protocol, give the fallback that type, or a stub of another
    /// conforming type cannot be returned:
    ///
    /// ```swift
    /// func make() -> any Formatting { mock.record(fallback: PlainFormatter() as any Formatting) }
    /// ```
    ///
    /// - Parameters:
    ///   - arguments: The arguments the method received, in order.
    ///   - fallback: What to return when the test stubbed nothing for this call.
    ///   - function: The method's name; leave it to `#function`.
    ///   - fileID: The file a failure is reported in; leave it to its default.
    ///   - filePath: The path of that file; leave it to its default.
    ///   - line: The line a failure is reported at; leave it to its default.
    ///   - column: The column a failure is reported at; leave it to its default.
    public func record<Value>(
        _ arguments: Any...,
        fallback: @autoclosure () -> Value,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Value {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let stubbed = recordCall(function, arguments, needsAnswerAt: site) else {
            return fallback()
        }
        return answer(function, stubbed, fallback: fallback, at: site)
    }

    /// Records a call to a throwing method that returns nothing, and throws the stubbed error,
    /// if there is one.
    ///
    /// ```swift
    /// func save(_ note: Note) throws { try mock.recordThrowing(note) }
    /// ```
    public func recordThrowing(
        _ arguments: Any...,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws {
        guard let stubbed = recordCall(function, arguments) else { return }
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        try answer(function, stubbed, fallback: {}, at: site) { error in throw error }
    }

    /// Records a call to a throwing method that returns a value, and returns the stubbed answer,
    /// throws the stubbed error, or returns `fallback` when nothing is stubbed.
    ///
    /// ```swift
    /// func loadProducts() async throws -> [Product] {
    ///     try mock.recordThrowing(fallback: [])
    /// }
    /// ```
    public func recordThrowing<Value>(
        _ arguments: Any...,
        fallback: @autoclosure () -> Value,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws -> Value {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let stubbed = recordCall(function, arguments, needsAnswerAt: site) else {
            return fallback()
        }
        return try answer(function, stubbed, fallback: fallback, at: site) { error in throw error }
    }

    /// A stub's answer to one call, and the call it answers (`nil` for a call made by
    /// ``LibraryWork``, which is not recorded).
    private struct StubbedAnswer {
        let answer: Answer
        let call: RecordedCall?
    }

    /// Records the call and returns the answer of the stub that matches it, if one does.
    ///
    /// This is the hot path of every double: one lock and one append, and a stub search only
    /// when the test stubbed something. Matchers run after the lock is released, since they may
    /// be the test's own code. When `site` is given and the mock is strict, a call no stub
    /// answers is reported there.
    private func recordCall(
        _ method: String,
        _ arguments: [Any],
        needsAnswerAt site: CallSite? = nil
    ) -> StubbedAnswer? {
        guard
            let toAnswer = state.record(method, arguments, keepingCall: isStrict && site != nil)
        else { return nil }
        let (call, stubs) = (toAnswer.call, toAnswer.stubs)
        let stub =
            stubs.isEmpty
            ? nil
            : LibraryWork.run {
                stubs.last { $0.answers(method: method, arguments: arguments) }
            }
        guard let stub else {
            if let site, let call, isStrict {
                report(FailureMessage.unstubbedCall(mock: name, call: call), at: site)
            }
            return nil
        }
        guard let call else {
            // A call made by library work leaves the stub's answers where they are.
            guard case .value = stub.nextAnswer.kind else { return nil }
            return StubbedAnswer(answer: stub.nextAnswer, call: nil)
        }
        return state.takeAnswer(fromStub: stub.id).map { StubbedAnswer(answer: $0, call: call) }
    }

    /// Turns a stub's answer into the value the double returns: the stubbed value when its type
    /// fits (the fallback, and a reported mistake, when it does not), or what
    /// `whenStubbedToThrow` makes of a stubbed error.
    private func answer<Value, Failure: Error>(
        _ method: String,
        _ stubbed: StubbedAnswer,
        fallback: () -> Value,
        at site: CallSite,
        whenStubbedToThrow: (any Error) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let outcome: Result<Any, any Error>
        switch stubbed.answer.kind {
        case .value(let value):
            outcome = .success(value)
        case .error(let error):
            outcome = .failure(error)
        case .computed(let compute):
            guard let call = stubbed.call else { return fallback() }
            outcome = Result { try compute(call) }
        }
        switch outcome {
        case .success(let value as Value):
            return value
        case .success(let value):
            report(
                FailureMessage.stubTypeMismatch(
                    mock: name,
                    method: method,
                    stubbed: value,
                    expected: Value.self
                ),
                at: site
            )
            return fallback()
        case .failure(let error):
            return try whenStubbedToThrow(error)
        }
    }

    /// Answers a call that cannot throw: a stubbed error is a mistake in the test, reported as one.
    private func answer<Value>(
        _ method: String,
        _ stubbed: StubbedAnswer,
        fallback: () -> Value,
        at site: CallSite
    ) -> Value {
        answer(method, stubbed, fallback: fallback, at: site) { error in
            report(
                FailureMessage.errorStubbedForNonThrowingCall(
                    mock: name,
                    method: method,
                    error: error
                ),
                at: site
            )
            return fallback()
        }
    }
}
