/// Answers a test prepared for the calls of a method that match some arguments.
struct Stub {
    /// Tells this stub from the others of its mock.
    let id: Int
    let method: String
    /// Empty means any arguments.
    let matchers: [Arg]
    /// The answers in turn; the last one repeats.
    let answers: [Answer]
    /// Where the test added the stub, for the failures that are the stub's fault.
    let site: CallSite
    /// How many calls this stub has answered.
    var timesUsed = 0

    /// Whether this stub answers `call`.
    func answers(_ call: RecordedCall) -> Bool {
        guard MethodName.matches(method, call.method) else { return false }
        return ArgumentMatching.matches(matchers, call)
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
