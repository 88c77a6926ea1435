/// One answer of a stub: a value to return, an error to throw, or either one worked out from the
/// call.
///
/// ```swift
/// loader.mock.stub("loadProducts()", answers: .returning([apple]), .throwing(Offline()))
/// loader.mock.stub("load(completion:)", answers: .computing { call in
///     let completion = try call.argument(0, as: (@Sendable ([Product]) -> Void).self)
///     completion([apple])
/// })
/// ```
public struct Answer: @unchecked Sendable {
    // Unchecked because a value to return may be of any type; the library only hands it over.

    enum Kind {
        case value(Any)
        case error(any Error)
        case computed(@Sendable (RecordedCall) throws -> Any)
        case awaited(@Sendable (RecordedCall) async throws -> Any)
    }

    let kind: Kind

    /// Returns `value`, which must be of the type the double's `record` returns.
    public static func returning(_ value: Any) -> Answer {
        Answer(kind: .value(value))
    }

    /// Throws `error`; the double must record the call with `recordThrowing`.
    public static func throwing(_ error: any Error) -> Answer {
        Answer(kind: .error(error))
    }

    /// Runs `answer` with the call (its arguments are there, a completion handler too), and
    /// returns what it returns or throws what it throws.
    ///
    /// The closure runs on the caller's task, outside the library's lock, so it may call other
    /// doubles, and those calls are recorded.
    public static func computing(
        _ answer: @escaping @Sendable (RecordedCall) throws -> Any
    ) -> Answer {
        Answer(kind: .computed(answer))
    }

    /// Runs `answer` with the call and waits for it, for a double that records with
    /// ``Mock/recordAsync(_:fallback:function:fileID:filePath:line:column:)`` or
    /// ``Mock/recordAsyncThrowing(_:fallback:function:fileID:filePath:line:column:)``: the answer
    /// may `await`, to wait for a signal from the test or to let other tasks run first.
    ///
    /// ```swift
    /// loader.mock.stub("loadProducts()", answers: .awaiting { _ in
    ///     await gate.wait()          // the test decides when the load finishes
    ///     return [apple]
    /// })
    /// ```
    ///
    /// A double that records with `record` or `recordThrowing` cannot wait: it reports the stub
    /// and returns its fallback.
    public static func awaiting(
        _ answer: @escaping @Sendable (RecordedCall) async throws -> Any
    ) -> Answer {
        Answer(kind: .awaited(answer))
    }

    /// Runs `answer` with the call, for a method that returns nothing: to call the completion
    /// handler the double received, or to throw for some arguments.
    public static func computing(
        _ answer: @escaping @Sendable (RecordedCall) throws -> Void
    ) -> Answer {
        Answer(kind: .computed { call in try answer(call) })
    }
}
