/// Answers a test prepared for the calls of a method that match some arguments.
struct Stub {
    /// Tells this stub from the others of its mock.
    let id: Int
    let method: String
    /// Empty means any arguments.
    let matchers: [Arg]
    /// The argument types of the ``Member`` that added the stub; `nil` for a stub added by name.
    let kind: ObjectIdentifier?
    /// The answers in turn; the last one repeats.
    let answers: [Answer]
    /// Where the test added the stub, for the failures that are the stub's fault.
    let site: CallSite
    /// How many calls this stub has answered.
    var timesUsed = 0

    /// Whether this stub answers `call`.
    func answers(_ call: RecordedCall) -> Bool {
        guard MethodName.matches(method, call.method), kind == nil || kind == call.kind else {
            return false
        }
        return call.matches(matchers)
    }

    /// Whether the answer the next call gets can be returned by a double that asks for a value
    /// `fits` accepts: an error or a computed answer always can, since its type shows only later.
    func nextAnswerFits(_ fits: (Any) -> Bool) -> Bool {
        guard case .value(let value) = nextAnswer.kind else { return true }
        return fits(value)
    }

    /// The answer the next call gets.
    var nextAnswer: Answer {
        answers[min(timesUsed, answers.count - 1)]
    }

    /// The answer for the next call, moving on to the following one.
    mutating func takeAnswer() -> Answer {
        let answer = nextAnswer
        timesUsed += 1
        return answer
    }

    /// The stub as messages show it: `price(of:)("apple")`.
    var description: String {
        ArgumentFormatting.call(method, matchers.map(\.description))
    }
}
