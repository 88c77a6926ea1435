extension Mock {
    /// Records a call to a method that returns nothing.
    ///
    /// - Parameters:
    ///   - arguments: The arguments the method received, in order.
    ///   - function: The method's name; leave it to `#function`.
    public func record(
        _ arguments: Any...,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        guard let stubbed = recordCall(function, arguments) else { return }
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        answer(function, stubbed, fallback: {}, at: site)
    }

    /// Records a call to a method or property that returns a value, and returns the stubbed
    /// answer, or `fallback` when nothing is stubbed.
    ///
    /// ```swift
    /// var isOnline: Bool { mock.record(fallback: true) }
    /// ```
    ///
    /// - Parameters:
    ///   - arguments: The arguments the method received, in order.
    ///   - fallback: What to return when the test stubbed nothing for this call.
    ///   - function: The method's name; leave it to `#function`.
    public func record<Value>(
        _ arguments: Any...,
        fallback: @autoclosure () -> Value,
        function: String = #function,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Value {
        guard let stubbed = recordCall(function, arguments) else { return fallback() }
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
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
        guard let stubbed = recordCall(function, arguments) else { return fallback() }
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return try answer(function, stubbed, fallback: fallback, at: site) { error in throw error }
    }

    /// Records the call and returns the stub's answer, if a stub matches it.
    ///
    /// This is the hot path of every double: one lock, one append, and a stub search only when
    /// the test stubbed something.
    private func recordCall(_ method: String, _ arguments: [Any]) -> Stub.Answer? {
        state.withLock { record, counter in
            record.calls.append(
                RecordedCall(sequence: counter.next(), method: method, arguments: arguments)
            )
            guard
                !record.stubs.isEmpty,
                let index = record.stubs.lastIndex(where: {
                    $0.answers(method: method, arguments: arguments)
                })
            else { return nil }
            return record.stubs[index].takeAnswer()
        }
    }

    /// Turns a stub's answer into the value the double returns: the stubbed value when its type
    /// fits (the fallback, and a reported mistake, when it does not), or what
    /// `whenStubbedToThrow` makes of a stubbed error.
    private func answer<Value, Failure: Error>(
        _ method: String,
        _ stubbed: Stub.Answer,
        fallback: () -> Value,
        at site: CallSite,
        whenStubbedToThrow: (any Error) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        switch stubbed {
        case .value(let value as Value):
            return value
        case .value(let value):
            let message = FailureMessage.stubTypeMismatch(
                mock: name,
                method: method,
                stubbed: value,
                expected: Value.self
            )
            report(message, at: site)
            return fallback()
        case .error(let error):
            return try whenStubbedToThrow(error)
        }
    }

    /// Answers a call that cannot throw: a stubbed error is a mistake in the test, reported as one.
    private func answer<Value>(
        _ method: String,
        _ stubbed: Stub.Answer,
        fallback: () -> Value,
        at site: CallSite
    ) -> Value {
        answer(method, stubbed, fallback: fallback, at: site) { error in
            let message = FailureMessage.errorStubbedForNonThrowingCall(
                mock: name,
                method: method,
                error: error
            )
            report(message, at: site)
            return fallback()
        }
    }
}
