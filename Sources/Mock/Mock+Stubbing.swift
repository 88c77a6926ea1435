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
    /// or ``Arg`` matchers) it answers only the calls they match. When several stubs match a
    /// call, **the one added last wins**, so a test can set a general answer first and then
    /// override it for particular arguments.
    ///
    /// - Parameters:
    ///   - method: The method's name as `#function` spells it, or its bare name.
    ///   - arguments: What the call's arguments must match; none means any.
    ///   - value: The answer to the first call. It must be of the type the double's `record`
    ///     returns.
    ///   - laterValues: The answers to the calls after it, in turn.
    public func stub(
        _ method: String,
        _ arguments: Any...,
        returning value: Any,
        _ laterValues: Any...
    ) {
        addStub(method, arguments, answers: ([value] + laterValues).map { .value($0) })
    }

    /// Makes calls of `method` throw `error`; the double must record them with `recordThrowing`.
    ///
    /// The same rules as ``stub(_:_:returning:_:)`` decide which calls the stub answers.
    public func stub(_ method: String, _ arguments: Any..., throwing error: any Error) {
        addStub(method, arguments, answers: [.error(error)])
    }

    private func addStub(_ method: String, _ arguments: [Any], answers: [Stub.Answer]) {
        let stub = Stub(method: method, matchers: arguments.map(Arg.from), answers: answers)
        state.withLock { record, _ in record.stubs.append(stub) }
    }
}
