extension Mock {
    /// Records a call to a method that returns nothing, or to a setter.
    ///
    /// ```swift
    /// func showFullName(_ fullName: String) { mock.record(fullName) }
    /// var title: String {
    ///     get { mock.record(fallback: "") }
    ///     set { mock.record(newValue) }                 // recorded as "title="
    /// }
    /// subscript(index: Int) -> String {
    ///     get { mock.record(index, fallback: "") }      // recorded as "subscript(_:)"
    ///     set { mock.record(index, newValue) }          // recorded as "subscript(_:)="
    /// }
    /// ```
    ///
    /// A setter records under the getter's name followed by `=` (`title=`, `subscript(_:)=`), so
    /// that reads and writes are verified and stubbed apart.
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
        _ = deliver(stubbed, answered(stubbed), as: Void.self, canThrow: false)
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
    /// A method whose return type is generic has no fallback to give: record it with
    /// ``record(_:returning:function:fileID:filePath:line:column:)``.
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
        guard let stubbed = recordCall(function, arguments, needsAnswerAt: site),
            case .success(let value)? = deliver(
                stubbed,
                answered(stubbed),
                as: Value.self,
                canThrow: false
            )
        else { return fallback() }
        return value
    }

    /// Records a call to a method that must be stubbed, because it has no value to fall back on,
    /// and returns the stubbed answer.
    ///
    /// A method whose return type is generic is the usual case: a fallback of `fatalError()`
    /// would make `record` return `Never`, which no stub can be.
    ///
    /// ```swift
    /// func make<T>() -> T { mock.record(returning: T.self) }
    /// ```
    ///
    /// ```swift
    /// factory.mock.stub("make()", returning: PlainFormatter())
    /// let formatter: PlainFormatter = factory.make()
    /// ```
    ///
    /// When no stub answers the call, there is nothing to return: the failure is reported (at
    /// the running Swift Testing test's line, else at this call) and then the test process stops
    /// with the same message, since a method that cannot throw has no other way out. A double
    /// whose method throws should record with
    /// ``recordThrowing(_:returning:function:fileID:filePath:line:column:)``, which throws
    /// instead.
    ///
    /// - Parameters:
    ///   - arguments: The arguments the method received, in order.
    ///   - type: The type the method returns, which every stub must have.
    ///   - function: The method's name; leave it to `#function`.
    ///   - fileID: The file a failure is reported in; leave it to its default.
    ///   - filePath: The path of that file; leave it to its default.
    ///   - line: The line a failure is reported at; leave it to its default.
    ///   - column: The column a failure is reported at; leave it to its default.
    public func record<Value>(
        _ arguments: Any...,
        returning type: Value.Type,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Value {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let stubbed = recordCall(function, arguments)
        if let stubbed,
            case .success(let value)? = deliver(
                stubbed,
                answered(stubbed),
                as: Value.self,
                canThrow: false
            )
        {
            return value
        }
        let message = notStubbed(function, arguments, stubbed, at: site)
        fatalError(message, file: (filePath), line: line)
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
        try deliver(stubbed, answered(stubbed), as: Void.self, canThrow: true)?.get()
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
        guard let stubbed = recordCall(function, arguments, needsAnswerAt: site),
            let result = deliver(stubbed, answered(stubbed), as: Value.self, canThrow: true)
        else { return fallback() }
        return try result.get()
    }

    /// Records a call to a throwing method that must be stubbed, and returns the stubbed answer
    /// or throws the stubbed error; when no stub answers, reports the failure and throws
    /// ``MockError/notStubbed(method:)``.
    ///
    /// ```swift
    /// func decode<T: Decodable>(_ data: Data) throws -> T {
    ///     try mock.recordThrowing(data, returning: T.self)
    /// }
    /// ```
    public func recordThrowing<Value>(
        _ arguments: Any...,
        returning type: Value.Type,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws -> Value {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let stubbed = recordCall(function, arguments)
        if let stubbed,
            let result = deliver(stubbed, answered(stubbed), as: Value.self, canThrow: true)
        {
            return try result.get()
        }
        _ = notStubbed(function, arguments, stubbed, at: site)
        throw MockError.notStubbed(method: function)
    }

    /// Records a call to an `async` method, and returns the stubbed answer, waiting for it when
    /// it is an ``Answer/awaiting(_:)`` answer, or `fallback` when nothing is stubbed.
    ///
    /// ```swift
    /// func refresh() async -> Int { await mock.recordAsync(fallback: 0) }
    /// ```
    ///
    /// Only a double that records this way (or with
    /// ``recordAsyncThrowing(_:fallback:function:fileID:filePath:line:column:)``) can wait for an
    /// answer; otherwise it is the same as ``record(_:fallback:function:fileID:filePath:line:column:)``.
    public func recordAsync<Value>(
        _ arguments: Any...,
        fallback: @autoclosure () -> Value,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Value {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let stubbed = recordCall(function, arguments, needsAnswerAt: site),
            case .success(let value)? = deliver(
                stubbed,
                await answeredWaiting(stubbed),
                as: Value.self,
                canThrow: false
            )
        else { return fallback() }
        return value
    }

    /// Records a call to an `async throws` method, and returns the stubbed answer, waiting for
    /// it when it is an ``Answer/awaiting(_:)`` answer, throws the stubbed error, or returns
    /// `fallback` when nothing is stubbed.
    ///
    /// ```swift
    /// func loadProducts() async throws -> [Product] {
    ///     try await mock.recordAsyncThrowing(fallback: [])
    /// }
    /// ```
    public func recordAsyncThrowing<Value>(
        _ arguments: Any...,
        fallback: @autoclosure () -> Value,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws -> Value {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let stubbed = recordCall(function, arguments, needsAnswerAt: site),
            let result = deliver(
                stubbed,
                await answeredWaiting(stubbed),
                as: Value.self,
                canThrow: true
            )
        else { return fallback() }
        return try result.get()
    }

    // MARK: Answering

    /// A stub's answer to one call, the stub, and the call it answers (`nil` for a call made by
    /// ``LibraryWork``, which is not recorded).
    private struct StubbedAnswer {
        let answer: Answer
        let stub: Stub
        let call: RecordedCall?
    }

    /// What a stub's answer came to for one call.
    private enum Outcome {
        /// A value to return.
        case value(Any)
        /// An error the stub was given to throw.
        case stubbedError(any Error)
        /// An error that a computed answer threw.
        case answerError(any Error)
        /// An answer that must be awaited, given to a double that cannot wait.
        case needsAwait
        /// No answer: a computed answer is not run for a call made by ``LibraryWork``.
        case none
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
        let keepingCall = isStrict && site != nil
        guard let toAnswer = state.record(method, arguments, keepingCall: keepingCall) else {
            return nil
        }
        let (call, stubs) = (toAnswer.call, toAnswer.stubs)
        if let call { reportStubsOfAnotherArity(stubs, answering: call) }
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
            return StubbedAnswer(answer: stub.nextAnswer, stub: stub, call: nil)
        }
        return state.takeAnswer(fromStub: stub.id).map {
            StubbedAnswer(answer: $0, stub: stub, call: call)
        }
    }

    /// Reports, once each, the stubs of the called method that list another number of arguments
    /// than the call has, and so can never answer it.
    private func reportStubsOfAnotherArity(_ stubs: [Stub], answering call: RecordedCall) {
        for stub in stubs
        where stub.method == call.method && !stub.matchers.isEmpty
            && stub.matchers.count != call.arguments.count
        {
            guard state.shouldReportArity(ofStub: stub.id) else { continue }
            report(FailureMessage.stubArity(mock: name, stub: stub, call: call), at: stub.site)
        }
    }

    /// Works the answer out without waiting.
    private func answered(_ stubbed: StubbedAnswer) -> Outcome {
        switch stubbed.answer.kind {
        case .value(let value):
            return .value(value)
        case .error(let error):
            return .stubbedError(error)
        case .computed(let compute):
            guard let call = stubbed.call else { return .none }
            do { return .value(try compute(call)) } catch { return .answerError(error) }
        case .awaited:
            return stubbed.call == nil ? .none : .needsAwait
        }
    }

    /// Works the answer out, waiting for it if it must be awaited.
    private func answeredWaiting(_ stubbed: StubbedAnswer) async -> Outcome {
        guard case .awaited(let compute) = stubbed.answer.kind, let call = stubbed.call else {
            return answered(stubbed)
        }
        do { return .value(try await compute(call)) } catch { return .answerError(error) }
    }

    /// What the double gives back for `outcome`: the value when its type fits, the error when
    /// the double can throw, or `nil` for the fallback, after reporting the mistake at the line
    /// of the stub that made it.
    private func deliver<Value>(
        _ stubbed: StubbedAnswer,
        _ outcome: Outcome,
        as type: Value.Type,
        canThrow: Bool
    ) -> Result<Value, any Error>? {
        let method = stubbed.call?.method ?? stubbed.stub.method
        let message: String
        switch outcome {
        case .none:
            return nil
        case .value(let value as Value):
            return .success(value)
        case .value(let value):
            message = FailureMessage.stubTypeMismatch(
                mock: name,
                method: method,
                stubbed: value,
                expected: Value.self
            )
        case .stubbedError(let error) where canThrow, .answerError(let error) where canThrow:
            return .failure(error)
        case .stubbedError(let error):
            message = FailureMessage.errorStubbedForNonThrowingCall(
                mock: name,
                method: method,
                error: error
            )
        case .answerError(let error):
            message = FailureMessage.answerThrew(
                mock: name,
                method: method,
                call: stubbed.call,
                error: error
            )
        case .needsAwait:
            message = FailureMessage.answerNeedsAwait(mock: name, method: method)
        }
        report(message, at: stubbed.stub.site)
        return nil
    }

    /// Reports a call of a method that must be stubbed and that no stub answered, at the line of
    /// the Swift Testing test that runs, if one does, else at `site`; returns the message.
    private func notStubbed(
        _ method: String,
        _ arguments: [Any],
        _ stubbed: StubbedAnswer?,
        at site: CallSite
    ) -> String {
        let call = RecordedCall(sequence: 0, number: 0, method: method, arguments: arguments)
        let message = LibraryWork.run { FailureMessage.notStubbed(mock: name, call: call) }
        report(message, at: site.inRunningTest)
        return message
    }
}
