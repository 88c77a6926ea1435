extension Mock {
    /// Makes calls of `method` return `value`, then each of `laterValues`; the last one repeats.
    ///
    /// ```swift
    /// loader.mock.stub("loadProducts()", returning: [apple, pear])
    /// dice.mock.stub("roll()", returning: 6, 1, 3)         // 6, then 1, then 3, 3, 3…
    /// prices.mock.stub("price(of:)", "apple", returning: 3)  // only for "apple"
    /// ```
    ///
    /// With no `arguments` the stub answers every call of `method`; with arguments (plain values
    /// or ``Arg`` matchers, compared as ``calledWith(_:_:times:message:fileID:filePath:line:column:)``
    /// compares them) it answers only the calls they match. When several stubs match a call,
    /// **the one added last wins**, so a test can set a general answer first and then override
    /// it for particular arguments.
    ///
    /// - Parameters:
    ///   - method: The member's name as `#function` spells it (`price(of:)`, `isOnline`); a
    ///     setter's is the getter's name followed by `=`.
    ///   - arguments: What the call's arguments must match; none means any.
    ///   - value: The answer to the first call. It must be of the type the double's `record`
    ///     returns: the type of its fallback.
    ///   - laterValues: The answers to the calls after it, in turn.
    ///   - fileID: The file a failure is reported in; leave it to its default.
    ///   - filePath: The path of that file; leave it to its default.
    ///   - line: The line a failure is reported at; leave it to its default.
    ///   - column: The column a failure is reported at; leave it to its default.
    public func stub(
        _ method: String,
        _ arguments: Any...,
        returning value: Any,
        _ laterValues: Any...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        addStub(method, arguments, answers: ([value] + laterValues).map(Answer.returning), at: site)
    }

    /// Makes calls of `method` return `nil`, or the optional `value`: the form for a method that
    /// returns an optional, so that `returning: nil as Article?` compiles without a warning that
    /// an optional is made `Any`.
    ///
    /// ```swift
    /// store.mock.stub("article(id:)", 7, returning: nil as Article?)
    /// ```
    public func stub<Value>(
        _ method: String,
        _ arguments: Any...,
        returning value: Value?,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        // A value is stubbed as itself, so that a stub of `Article?` holding one answers as a
        // stub of `Article` does.
        let answer = value.map { Answer.returning($0) } ?? .returning(Value?.none as Any)
        addStub(method, arguments, answers: [answer], at: site)
    }

    /// Makes calls of `method` throw `error`; the double must record them with `recordThrowing`.
    ///
    /// The same rules as ``stub(_:_:returning:_:fileID:filePath:line:column:)`` decide which
    /// calls the stub answers.
    public func stub(
        _ method: String,
        _ arguments: Any...,
        throwing error: any Error,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        addStub(method, arguments, answers: [.throwing(error)], at: site)
    }

    /// Makes calls of `method` give `answer`, then each of `laterAnswers`; the last one repeats.
    ///
    /// Answers mix values, errors and answers computed from the call:
    ///
    /// ```swift
    /// loader.mock.stub("loadProducts()", answers: .returning([apple]), .throwing(Offline()))
    /// prices.mock.stub("price(of:)", answers: .computing { call in
    ///     try call.argument(0, as: String.self).count
    /// })
    /// ```
    ///
    /// The same rules as ``stub(_:_:returning:_:fileID:filePath:line:column:)`` decide which
    /// calls the stub answers.
    public func stub(
        _ method: String,
        _ arguments: Any...,
        answers answer: Answer,
        _ laterAnswers: Answer...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        addStub(method, arguments, answers: [answer] + laterAnswers, at: site)
    }

    /// Makes every call of `method` run `answer` with the call, and give what it returns or
    /// throws: ``stub(_:_:answers:_:fileID:filePath:line:column:)`` with one
    /// computed answer.
    ///
    /// ```swift
    /// prices.mock.stub("price(of:)") { call in
    ///     try call.argument(0, as: String.self).count
    /// }
    /// ```
    public func stub(
        _ method: String,
        _ arguments: Any...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        answering answer: @escaping @Sendable (RecordedCall) throws -> Any
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        addStub(method, arguments, answers: [.computing(answer)], at: site)
    }

    /// Makes every call of a method that returns nothing run `answer` with the call, for
    /// instance to call the completion handler the double received; an error it throws is
    /// thrown by a double that records with `recordThrowing`.
    ///
    /// ```swift
    /// service.mock.stub("fetch(_:completion:)") { call in
    ///     let completion = try call.argument(1, as: (@Sendable (String) -> Void).self)
    ///     completion("done")
    /// }
    /// ```
    public func stub(
        _ method: String,
        _ arguments: Any...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        answering answer: @escaping @Sendable (RecordedCall) throws -> Void
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        addStub(method, arguments, answers: [.computing(answer)], at: site)
    }

    /// Makes calls of `method` return each of `values` in turn; the last one repeats.
    ///
    /// The array form of ``stub(_:_:returning:_:fileID:filePath:line:column:)``, for answers
    /// made in a loop or read from a fixture:
    ///
    /// ```swift
    /// dice.mock.stub("roll()", returningInTurn: rolls)      // rolls[0], rolls[1]…, then the last
    /// ```
    ///
    /// An empty array is reported, and stubs nothing.
    public func stub(
        _ method: String,
        _ arguments: Any...,
        returningInTurn values: [Any],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        addStub(method, arguments, answers: values.map(Answer.returning), at: site)
    }

    /// Makes calls of `method` give each of `answers` in turn; the last one repeats.
    ///
    /// The array form of ``stub(_:_:answers:_:fileID:filePath:line:column:)``. An empty array is
    /// reported, and stubs nothing.
    public func stub(
        _ method: String,
        _ arguments: Any...,
        answers: [Answer],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        addStub(method, arguments, answers: answers, at: site)
    }

    private func addStub(_ method: String, _ arguments: [Any], answers: [Answer], at site: CallSite)
    {
        let expectation = CallExpectation(
            mock: self,
            method: method,
            matchers: arguments.map(Arg.from)
        )
        if let refusal = expectation.refusal(verb: "stub") {
            report(refusal, at: site)
            return
        }
        guard !answers.isEmpty else {
            report(FailureMessage.noAnswers(expectation), at: site)
            return
        }
        state.addStub(method: method, matchers: expectation.matchers, answers: answers, site: site)
    }
}
