/// A description of a call (a mock, a method, argument matchers) that has not been verified yet.
///
/// Make one with ``Mock/call(_:_:)`` and hand several to `verifyInOrder`. It is `Sendable`, so an
/// expectation can be made in one task and checked in another.
public struct CallExpectation: Sendable {
    /// The mock expected to receive the call.
    public let mock: Mock
    /// The method's name as the test wrote it.
    public let method: String
    let matchers: [Arg]
    /// The argument types of the ``Member`` the expectation was made from; `nil` for one made by
    /// name, which any call of the method meets.
    let kind: ObjectIdentifier?

    init(mock: Mock, method: String, matchers: [Arg], kind: ObjectIdentifier? = nil) {
        self.mock = mock
        self.method = method
        self.matchers = matchers
        self.kind = kind
    }

    /// Whether `call` is a call this expectation describes.
    func matches(_ call: RecordedCall) -> Bool {
        isExpected(call.method, kind: call.kind) && call.matches(matchers)
    }

    /// Whether calls of `recorded`, of the track `kind`, are of the expected member.
    func isExpected(_ recorded: String, kind: ObjectIdentifier?) -> Bool {
        MethodName.matches(method, recorded) && (self.kind == nil || self.kind == kind)
    }

    /// Why the expectation cannot be checked at all (an argument that is a closure), as a
    /// message that starts with `Cannot <verb>`, or `nil` when it can.
    func refusal(verb: String) -> String? {
        if !matchers.isEmpty, MethodName.isProperty(method) {
            return FailureMessage.bareNameWithArguments(self, verb: verb)
        }
        for (index, matcher) in matchers.enumerated() {
            if let refusal = matcher.refusal {
                return FailureMessage.refused(self, verb: verb, argument: index, refusal: refusal)
            }
        }
        return nil
    }

    /// The mocks `expectations` name, each once, in the order they first appear.
    static func mocks(of expectations: [CallExpectation]) -> [Mock] {
        var mocks: [Mock] = []
        for expectation in expectations where !mocks.contains(where: { $0 === expectation.mock }) {
            mocks.append(expectation.mock)
        }
        return mocks
    }

    /// The expectation as messages show it: `profileView.showFullName(_:)("Ada")`.
    var description: String {
        "\(mock.name).\(ArgumentFormatting.call(method, matchers.map(\.description)))"
    }
}

extension Mock {
    /// Describes a call to `method` with `arguments`, for `verifyInOrder`.
    ///
    /// Arguments follow the rules of ``calledWith(_:_:times:message:fileID:filePath:line:column:)``.
    public func call(_ method: String, _ arguments: Any...) -> CallExpectation {
        CallExpectation(mock: self, method: method, matchers: arguments.map(Arg.from))
    }
}
