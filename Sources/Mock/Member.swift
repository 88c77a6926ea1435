/// One member of a double, with its argument types and its result type, so that the compiler
/// checks every recording, verification, stub and read-back of it.
///
/// A double declares a member once, and records through it:
///
/// ```swift
/// final class HTTPClientSpy: HTTPClient {
///     let mock = Mock("client")
///     let get: Member<URL, Completion, any HTTPClientTask>
///
///     init() { get = mock.member("get(from:completion:)") }
///
///     func get(from url: URL, completion: @escaping Completion) -> any HTTPClientTask {
///         get.record(url, completion, fallback: TaskSpy())
///     }
/// }
/// ```
///
/// The test verifies, stubs and reads back through the same member: a wrong number of arguments,
/// or an argument of another type, does not compile.
///
/// ```swift
/// client.get.calledWith(.equal(url), .any, times: .once)
/// let (_, completion) = client.get.arguments[1]       // the second call's, with its own types
/// completion(.success(data))
/// ```
///
/// Its calls are the mock's calls too: `mock.calls`, `verifyInOrder` and `verifyNoOtherCalls` see
/// them among the others, under the member's name.
public struct Member<each Argument, Result>: Sendable {
    /// The mock that records the member's calls.
    public let mock: Mock

    /// The member's name in messages, for example `get(from:completion:)`.
    public let name: String

    /// Where the member's calls are kept, with their own types.
    @usableFromInline let track: TypedTrack<repeat each Argument>

    @usableFromInline
    init(mock: Mock, name: String, track: TypedTrack<repeat each Argument>) {
        self.mock = mock
        self.name = name
        self.track = track
    }
}

extension Mock {
    /// Declares a member named `name`, whose argument and result types come from the
    /// property it is stored in.
    ///
    /// ```swift
    /// let load: Member<URL, Data>
    /// init() { load = mock.member("load(from:)") }
    /// ```
    ///
    /// Two members of one name and the same argument types share their calls, as do a member and
    /// a string-named `record` of that name and those types.
    @inlinable
    public func member<each Argument, Result>(
        _ name: String,
        returning: Result.Type = Result.self
    ) -> Member<repeat each Argument, Result> {
        let kind = ObjectIdentifier(TypedTrack<repeat each Argument>.self)
        let track = state.track(name, kind: kind) {
            TypedTrack<repeat each Argument>(
                method: name,
                boxing: TypedTrack<repeat each Argument>.boxingArguments()
            )
        }
        return Member(
            mock: self,
            name: name,
            track: unsafeDowncast(track, to: TypedTrack<repeat each Argument>.self)
        )
    }
}

// MARK: Recording

extension Member {
    /// Records a call into the member's track and returns the stub's answer to it, if any.
    @inlinable
    func recordCall(
        _ arguments: repeat each Argument,
        needsAnswer: Bool,
        keepingCall: Bool = false,
        site: CallSite
    ) -> Mock.StubbedAnswer? {
        let track = track
        let strictlyAnswered = mock.isStrict && needsAnswer
        guard
            let toAnswer = mock.state.record(
                name,
                into: track,
                keepingCall: keepingCall || strictlyAnswered,
                isTrack: { $0 === track },
                makeTrack: { track },
                appending: { _, sequence in track.append(sequence, repeat each arguments) },
                boxing: {
                    var boxed: [Any] = []
                    for argument in repeat each arguments { boxed.append(argument) }
                    return boxed
                }
            )
        else { return nil }
        return mock.answering(
            toAnswer,
            strictlyAnswered: strictlyAnswered,
            keepingCall: keepingCall,
            fits: { $0 is Result },
            site: site
        )
    }

    /// Records a call and returns the stubbed answer, or `fallback` when nothing is stubbed.
    ///
    /// ```swift
    /// func load(from url: URL) -> Data { load.record(url, fallback: Data()) }
    /// ```
    @inlinable
    public func record(
        _ arguments: repeat each Argument,
        fallback: @autoclosure () -> Result,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Result {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let stubbed = recordCall(repeat each arguments, needsAnswer: true, site: site) else {
            return fallback()
        }
        return mock.answer(stubbed, fallback: fallback)
    }

    /// Records a call of a throwing member, and returns the stubbed answer, throws the stubbed
    /// error, or returns `fallback` when nothing is stubbed.
    @inlinable
    public func recordThrowing(
        _ arguments: repeat each Argument,
        fallback: @autoclosure () -> Result,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws -> Result {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let stubbed = recordCall(repeat each arguments, needsAnswer: true, site: site) else {
            return fallback()
        }
        return try mock.answerThrowing(stubbed, fallback: fallback)
    }

    /// Records a call of an `async` member, and returns the stubbed answer, waiting for it when
    /// it is an ``Answer/awaiting(_:)`` answer, or `fallback` when nothing is stubbed.
    @inlinable
    public func recordAsync(
        _ arguments: repeat each Argument,
        fallback: @autoclosure () -> Result,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Result {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let stubbed = recordCall(repeat each arguments, needsAnswer: true, site: site) else {
            return fallback()
        }
        return await mock.answerWaiting(stubbed, fallback: fallback)
    }

    /// Records a call of an `async throws` member, and returns the stubbed answer (awaited if
    /// need be), throws the stubbed error, or returns `fallback` when nothing is stubbed.
    @inlinable
    public func recordAsyncThrowing(
        _ arguments: repeat each Argument,
        fallback: @autoclosure () -> Result,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws -> Result {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let stubbed = recordCall(repeat each arguments, needsAnswer: true, site: site) else {
            return fallback()
        }
        return try await mock.answerWaitingThrowing(stubbed, fallback: fallback)
    }
}

extension Member where Result == Void {
    /// Records a call of a member that returns nothing.
    ///
    /// ```swift
    /// func show(_ title: String) { show.record(title) }
    /// ```
    @inlinable
    public func record(
        _ arguments: repeat each Argument,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if let stubbed = recordCall(repeat each arguments, needsAnswer: false, site: site) {
            mock.answer(stubbed, fallback: {})
        }
    }

    /// Records a call of a throwing member that returns nothing, and throws the stubbed error,
    /// if there is one.
    @inlinable
    public func recordThrowing(
        _ arguments: repeat each Argument,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if let stubbed = recordCall(repeat each arguments, needsAnswer: false, site: site) {
            try mock.answerThrowing(stubbed, fallback: {})
        }
    }
}

// MARK: Reading back

extension Member {
    /// The arguments of every call, oldest first, each call's as a tuple of their own types: the
    /// typed captor. A stored completion is called directly.
    ///
    /// ```swift
    /// let (url, completion) = client.get.arguments[0]
    /// completion(.failure(anyError))
    /// ```
    public var arguments: [(repeat each Argument)] {
        guard
            let snapshot = mock.state.snapshot(of: track)
                as? TypedCallArguments<repeat each Argument>
        else { return [] }
        return Array(snapshot.arguments)
    }

    /// How many calls the member recorded since the mock was made, reset or cleared.
    public var count: Int { mock.state.snapshot(of: track).sequences.count }

    /// The member's calls as the mock recorded them, oldest first, with their sequence numbers.
    public var calls: [RecordedCall] {
        mock.calls.filter { $0.method == name && $0.kind == track.kind }
    }
}

// MARK: Verifying

extension Member {
    /// An expectation of a call of this member whose arguments match `matchers` (none means any
    /// arguments), for `verifyInOrder`.
    public func call(_ matchers: repeat Matcher<each Argument>) -> CallExpectation {
        CallExpectation(
            mock: mock,
            method: name,
            matchers: args(repeat each matchers),
            kind: track.kind
        )
    }

    /// The untyped rules of `matchers`, in order.
    func args(_ matchers: repeat Matcher<each Argument>) -> [Arg] {
        var args: [Arg] = []
        for matcher in repeat each matchers { args.append(matcher.arg) }
        return args
    }

    /// Verifies that the member was called with arguments that match `matchers`, `times` times,
    /// and returns the matching calls' arguments, oldest first, with their own types.
    ///
    /// A failure reads as the string-named ``Mock/calledWith(_:_:times:message:fileID:filePath:line:column:)``'s
    /// does, at the line of this call.
    @discardableResult
    public func calledWith(
        _ matchers: repeat Matcher<each Argument>,
        times: Times = .atLeastOnce,
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [(repeat each Argument)] {
        let matching = mock.verify(
            call(repeat each matchers),
            times: times,
            message: message,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return typedArguments(of: matching)
    }

    /// Verifies that the member was never called with arguments that match `matchers` (with
    /// none, never called at all).
    public func notCalled(
        _ matchers: repeat Matcher<each Argument>,
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        mock.verify(
            call(repeat each matchers),
            times: .never,
            message: message,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// The typed arguments of `calls`, which are calls of this member.
    private func typedArguments(of calls: [RecordedCall]) -> [(repeat each Argument)] {
        let wanted = Set(calls.map(\.sequence))
        guard !wanted.isEmpty,
            let snapshot = mock.state.snapshot(of: track)
                as? TypedCallArguments<repeat each Argument>
        else { return [] }
        var typed: [(repeat each Argument)] = []
        for index in snapshot.sequences.indices where wanted.contains(snapshot.sequences[index]) {
            typed.append(snapshot.arguments[index])
        }
        return typed
    }
}

extension Member where repeat each Argument: Equatable {
    /// Verifies that the member was called with arguments equal to `values`, `times` times: the
    /// plain form, when every argument is `Equatable`.
    ///
    /// ```swift
    /// store.insert.calledWith(images, now, times: .once)
    /// ```
    @discardableResult
    public func calledWith(
        _ values: repeat each Argument,
        times: Times = .atLeastOnce,
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [(repeat each Argument)] {
        calledWith(
            repeat Matcher.equal(each values),
            times: times,
            message: message(),
            fileID: fileID,
            filePath: filePath,
            line: line,
            column: column
        )
    }
}

// MARK: Stubbing

extension Member {
    /// Makes the calls whose arguments match `matchers` return `value`, then each of
    /// `laterValues` in turn (the last one repeats).
    ///
    /// ```swift
    /// loader.load.stub(.equal(url), returning: data)
    /// ```
    public func stub(
        _ matchers: repeat Matcher<each Argument>,
        returning value: Result,
        _ laterValues: Result...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        addStub(
            args(repeat each matchers),
            answers: ([value] + laterValues).map(Answer.returning),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Makes the calls whose arguments match `matchers` throw `error`.
    public func stub(
        _ matchers: repeat Matcher<each Argument>,
        throwing error: any Error,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        addStub(
            args(repeat each matchers),
            answers: [.throwing(error)],
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Makes the calls whose arguments match `matchers` answer what `answer` works out from
    /// their arguments, given with their own types.
    ///
    /// ```swift
    /// client.get.stub(.any, .any) { url, completion in
    ///     completion(.success(Data()))
    ///     return TaskSpy()
    /// }
    /// ```
    public func stub(
        _ matchers: repeat Matcher<each Argument>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        answering answer: @escaping @Sendable (repeat each Argument) throws -> Result
    ) {
        addStub(
            args(repeat each matchers),
            answers: [
                .computing { call in
                    var position = 0
                    func next<Value>(_ type: Value.Type) -> Value {
                        defer { position += 1 }
                        // The stub answers only this member's calls, whose arguments have these types.
                        return call.argument(at: position) as! Value
                    }
                    return try answer(repeat next((each Argument).self))
                }
            ],
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Adds a stub that answers only this member's calls.
    private func addStub(_ matchers: [Arg], answers: [Answer], at site: CallSite) {
        let expectation = CallExpectation(
            mock: mock,
            method: name,
            matchers: matchers,
            kind: track.kind
        )
        if let refusal = expectation.refusal(verb: "stub") {
            mock.report(refusal, at: site)
            return
        }
        mock.state.addStub(
            method: name,
            matchers: matchers,
            answers: answers,
            kind: track.kind,
            site: site
        )
    }
}
