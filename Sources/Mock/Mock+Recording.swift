import Testing

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
    @inlinable
    public func record<each Argument>(
        _ arguments: repeat each Argument,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let recording = recordCall(
            function,
            repeat each arguments,
            namingSetter: true,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        if let stubbed = recording { answer(stubbed, fallback: {}) }
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
    @inlinable
    public func record<each Argument, Value>(
        _ arguments: repeat each Argument,
        fallback: @autoclosure () -> Value,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Value {
        let recording = recordCall(
            function,
            repeat each arguments,
            needsAnswer: true,
            answering: { $0 is Value },
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        guard let stubbed = recording else { return fallback() }
        return answer(stubbed, fallback: fallback)
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
    @inlinable
    public func record<each Argument, Value>(
        _ arguments: repeat each Argument,
        returning type: Value.Type,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Value {
        let recording = recordCall(
            function,
            repeat each arguments,
            keepingCall: true,
            answering: { $0 is Value },
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return answerOrStop(
            recording,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records a call to a throwing method that returns nothing, and throws the stubbed error,
    /// if there is one.
    ///
    /// ```swift
    /// func save(_ note: Note) throws { try mock.recordThrowing(note) }
    /// ```
    @inlinable
    public func recordThrowing<each Argument>(
        _ arguments: repeat each Argument,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws {
        let recording = recordCall(
            function,
            repeat each arguments,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        if let stubbed = recording { try answerThrowing(stubbed, fallback: {}) }
    }

    /// Records a call to a throwing method that returns a value, and returns the stubbed answer,
    /// throws the stubbed error, or returns `fallback` when nothing is stubbed.
    ///
    /// ```swift
    /// func loadProducts() async throws -> [Product] {
    ///     try mock.recordThrowing(fallback: [])
    /// }
    /// ```
    @inlinable
    public func recordThrowing<each Argument, Value>(
        _ arguments: repeat each Argument,
        fallback: @autoclosure () -> Value,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws -> Value {
        let recording = recordCall(
            function,
            repeat each arguments,
            needsAnswer: true,
            answering: { $0 is Value },
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        guard let stubbed = recording else { return fallback() }
        return try answerThrowing(stubbed, fallback: fallback)
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
    @inlinable
    public func recordThrowing<each Argument, Value>(
        _ arguments: repeat each Argument,
        returning type: Value.Type,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws -> Value {
        let recording = recordCall(
            function,
            repeat each arguments,
            keepingCall: true,
            answering: { $0 is Value },
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return try answerOrThrow(
            recording,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
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
    @inlinable
    public func recordAsync<each Argument, Value>(
        _ arguments: repeat each Argument,
        fallback: @autoclosure () -> Value,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Value {
        let recording = recordCall(
            function,
            repeat each arguments,
            needsAnswer: true,
            answering: { $0 is Value },
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        guard let stubbed = recording else { return fallback() }
        return await answerWaiting(stubbed, fallback: fallback)
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
    @inlinable
    public func recordAsyncThrowing<each Argument, Value>(
        _ arguments: repeat each Argument,
        fallback: @autoclosure () -> Value,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws -> Value {
        let recording = recordCall(
            function,
            repeat each arguments,
            needsAnswer: true,
            answering: { $0 is Value },
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        guard let stubbed = recording else { return fallback() }
        return try await answerWaitingThrowing(stubbed, fallback: fallback)
    }

    // MARK: Answering
    //
    // Each `record` above is inlined into the double, so that Swift specializes it for the
    // double's argument types: the arguments are then copied straight into a tuple of the
    // mock's track (`CallTrack`), with no `Any` made for them. Everything else happens in the
    // functions below, which are not inlined.

    /// A stub's answer to one call, the stub, the call, and where the double records it; for a
    /// call that must be stubbed, the call alone when no stub answers it.
    ///
    /// A class, so that the common case, no answer, is a `nil` pointer for the double to test.
    @usableFromInline
    final class StubbedAnswer {
        let answer: Answer?
        let stub: Stub?
        let call: RecordedCall
        /// Whether the call was recorded: not when ``LibraryWork`` made it.
        let isRecorded: Bool
        let site: CallSite

        init(answer: Answer?, stub: Stub?, call: RecordedCall, isRecorded: Bool, site: CallSite) {
            self.answer = answer
            self.stub = stub
            self.call = call
            self.isRecorded = isRecorded
            self.site = site
        }
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

    /// How many arguments a double passed.
    @inlinable
    func argumentCount<each Argument>(_ arguments: repeat each Argument) -> Int {
        var count = 0
        for _ in repeat each arguments { count += 1 }
        return count
    }

    /// Records the call with `arguments` in its track, and returns the answer of the stub that
    /// matches it, if one does.
    ///
    /// This is the hot path of every double: one lock and a copy of the arguments into a tuple,
    /// and a stub search only when the test stubbed something. Matchers run after the lock is
    /// released, since they may be the test's own code.
    ///
    /// - Parameters:
    ///   - namingSetter: Whether the call comes from the `record` that returns nothing, which
    ///     setters use.
    ///   - needsAnswer: Whether the method returns a value, so that a strict mock reports a call
    ///     no stub answers.
    ///   - keepingCall: Whether to return the call even when no stub answers it.
    @inlinable
    func recordCall<each Argument>(
        _ function: String,
        _ arguments: repeat each Argument,
        namingSetter: Bool = false,
        needsAnswer: Bool = false,
        keepingCall: Bool = false,
        answering fits: ((Any) -> Bool)? = nil,
        site: CallSite
    ) -> StubbedAnswer? {
        let method =
            namingSetter
            ? MethodName.recorded(function, argumentCount: argumentCount(repeat each arguments))
            : function
        let strictlyAnswered = isStrict && needsAnswer
        guard
            let toAnswer = state.record(
                method,
                keepingCall: keepingCall || strictlyAnswered,
                isTrack: { $0.holds(repeat (each Argument).self) },
                makeTrack: {
                    TypedTrack<repeat each Argument>(
                        method: method,
                        boxing: TypedTrack<repeat each Argument>.boxingArguments()
                    )
                },
                appending: { track, sequence in
                    unsafeDowncast(track, to: TypedTrack<repeat each Argument>.self)
                        .append(sequence, repeat each arguments)
                },
                boxing: {
                    var boxed: [Any] = []
                    for argument in repeat each arguments { boxed.append(argument) }
                    return boxed
                }
            )
        else { return nil }
        return answering(
            toAnswer,
            strictlyAnswered: strictlyAnswered,
            keepingCall: keepingCall,
            fits: fits,
            site: site
        )
    }

    /// The stub's answer to a recorded call, once the call is in its track.
    @usableFromInline
    func answering(
        _ toAnswer: CallToAnswer,
        strictlyAnswered: Bool,
        keepingCall: Bool,
        fits: ((Any) -> Bool)?,
        site: CallSite
    ) -> StubbedAnswer? {
        let (call, stubs) = (toAnswer.call, toAnswer.stubs)
        if toAnswer.isRecorded { reportStubsOfAnotherArity(stubs, answering: call) }
        let stub =
            stubs.isEmpty
            ? nil
            : LibraryWork.run { () -> Stub? in
                let matching = stubs.filter { $0.answers(call) }
                // A generic member may be stubbed with values of several types: the newest stub
                // whose answer is of the type this call asks for wins, else the newest.
                guard let fits else { return matching.last }
                return matching.last { $0.nextAnswerFits(fits) } ?? matching.last
            }
        guard let stub else {
            if strictlyAnswered, toAnswer.isRecorded {
                report(FailureMessage.unstubbedCall(mock: name, call: call), at: site)
            }
            guard keepingCall, toAnswer.isRecorded else { return nil }
            return StubbedAnswer(answer: nil, stub: nil, call: call, isRecorded: true, site: site)
        }
        guard toAnswer.isRecorded else {
            // A call made by library work leaves the stub's answers where they are.
            return StubbedAnswer(
                answer: stub.nextAnswer,
                stub: stub,
                call: call,
                isRecorded: false,
                site: site
            )
        }
        guard let answer = state.takeAnswer(fromStub: stub.id) else {
            guard keepingCall else { return nil }
            return StubbedAnswer(answer: nil, stub: nil, call: call, isRecorded: true, site: site)
        }
        return StubbedAnswer(answer: answer, stub: stub, call: call, isRecorded: true, site: site)
    }

    /// Reports, once each, the stubs of the called method that list another number of arguments
    /// than the call has, and so can never answer it.
    private func reportStubsOfAnotherArity(_ stubs: [Stub], answering call: RecordedCall) {
        for stub in stubs
        where stub.method == call.method && !stub.matchers.isEmpty
            && stub.matchers.count != call.argumentCount
        {
            guard state.shouldReportArity(ofStub: stub.id) else { continue }
            report(FailureMessage.stubArity(mock: name, stub: stub, call: call), at: stub.site)
        }
    }

    /// The stubbed value for a call that cannot throw, or `fallback`.
    @usableFromInline
    func answer<Value>(_ stubbed: StubbedAnswer, fallback: () -> Value) -> Value {
        let result: Result<Value, any Error>? = deliver(
            stubbed,
            answered(stubbed),
            canThrow: false
        )
        guard case .success(let value)? = result else { return fallback() }
        return value
    }

    /// The stubbed value or error for a call that can throw, or `fallback`.
    @usableFromInline
    func answerThrowing<Value>(_ stubbed: StubbedAnswer, fallback: () -> Value) throws -> Value {
        guard
            let result: Result<Value, any Error> = deliver(
                stubbed,
                answered(stubbed),
                canThrow: true
            )
        else { return fallback() }
        return try result.get()
    }

    /// The stubbed value for an `async` call, awaited if need be, or `fallback`.
    @usableFromInline
    func answerWaiting<Value>(_ stubbed: StubbedAnswer, fallback: () -> Value) async -> Value {
        let result: Result<Value, any Error>? = deliver(
            stubbed,
            await answeredWaiting(stubbed),
            canThrow: false
        )
        guard case .success(let value)? = result else { return fallback() }
        return value
    }

    /// The stubbed value or error for an `async throws` call, awaited if need be, or `fallback`.
    @usableFromInline
    func answerWaitingThrowing<Value>(
        _ stubbed: StubbedAnswer,
        fallback: () -> Value
    ) async throws -> Value {
        guard
            let result: Result<Value, any Error> = deliver(
                stubbed,
                await answeredWaiting(stubbed),
                canThrow: true
            )
        else { return fallback() }
        return try result.get()
    }

    /// The stubbed value for a call that must be stubbed; with none, reports it and stops.
    @usableFromInline
    func answerOrStop<Value>(_ recording: StubbedAnswer?, site: CallSite) -> Value {
        if let stubbed = recording {
            let result: Result<Value, any Error>? = deliver(
                stubbed,
                answered(stubbed),
                canThrow: false
            )
            if case .success(let value)? = result { return value }
        }
        let message = notStubbed(recording, site: site)
        if let empty = EmptyValue.of(Value.self) { return empty }
        fatalError(
            message
                + " \(Value.self) has no empty value to return instead, and a method that cannot "
                + "throw has no other way out, so the test process stops here. Stub the call, or "
                + "record it with recordThrowing(_:returning:), which throws instead.",
            file: (site.filePath),
            line: site.line
        )
    }

    /// The stubbed value or error for a throwing call that must be stubbed; with none, reports
    /// it and throws ``MockError/notStubbed(method:)``.
    @usableFromInline
    func answerOrThrow<Value>(_ recording: StubbedAnswer?, site: CallSite) throws -> Value {
        if let stubbed = recording,
            let result: Result<Value, any Error> = deliver(
                stubbed,
                answered(stubbed),
                canThrow: true
            )
        {
            return try result.get()
        }
        _ = notStubbed(recording, site: site)
        throw MockError.notStubbed(method: recording?.call.method ?? "")
    }

    /// Works the answer out without waiting.
    private func answered(_ stubbed: StubbedAnswer) -> Outcome {
        guard let answer = stubbed.answer else { return .none }
        switch answer.kind {
        case .value(let value):
            return .value(value)
        case .error(let error):
            return .stubbedError(error)
        case .computed(let compute):
            guard stubbed.isRecorded else { return .none }
            do { return .value(try compute(stubbed.call)) } catch { return .answerError(error) }
        case .awaited:
            return stubbed.isRecorded ? .needsAwait : .none
        }
    }

    /// Works the answer out, waiting for it if it must be awaited.
    private func answeredWaiting(_ stubbed: StubbedAnswer) async -> Outcome {
        guard case .awaited(let compute)? = stubbed.answer?.kind, stubbed.isRecorded else {
            return answered(stubbed)
        }
        do { return .value(try await compute(stubbed.call)) } catch { return .answerError(error) }
    }

    /// What the double gives back for `outcome`: the value when its type fits, the error when
    /// the double can throw, or `nil` for the fallback, after reporting the mistake at the line
    /// of the stub that made it.
    private func deliver<Value>(
        _ stubbed: StubbedAnswer,
        _ outcome: Outcome,
        canThrow: Bool
    ) -> Result<Value, any Error>? {
        let method = stubbed.call.method
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
        report(message, at: stubbed.stub?.site ?? stubbed.site)
        return nil
    }

    /// Reports a call of a method that must be stubbed and that no stub answered, at the line of
    /// the Swift Testing test that runs, if one does, else at `site`; returns the message.
    private func notStubbed(_ recording: StubbedAnswer?, site: CallSite) -> String {
        let message = LibraryWork.run {
            recording.map { FailureMessage.notStubbed(mock: name, call: $0.call) } ?? ""
        }
        // No line of the test's names the call: Swift Testing shows it at the running test.
        report(message, at: site, testLocation: Test.current?.sourceLocation)
        return message
    }
}
