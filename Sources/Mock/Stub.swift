/// An answer a test prepared for a method: values to return in turn, or an error to throw.
struct Stub {
    /// What a stubbed call gives back.
    enum Answer {
        case value(Any)
        case error(any Error)
    }

    let method: String
    /// Empty means any arguments.
    let matchers: [Arg]
    /// The answers in turn; the last one repeats.
    let answers: [Answer]
    /// How many calls this stub has answered.
    var timesUsed = 0

    /// Whether this stub answers a call of `method` with `arguments`.
    func answers(method calledMethod: String, arguments: [Any]) -> Bool {
        guard MethodName.matches(method, calledMethod) else { return false }
        return ArgumentMatching.matches(matchers, arguments)
    }

    /// The answer for the next call, moving on to the following one.
    mutating func takeAnswer() -> Answer {
        let answer = answers[min(timesUsed, answers.count - 1)]
        timesUsed += 1
        return answer
    }
}

/// How a list of matchers is held against a call's arguments.
enum ArgumentMatching {
    /// No matchers accept any arguments; otherwise the counts agree and every matcher holds.
    static func matches(_ matchers: [Arg], _ arguments: [Any]) -> Bool {
        guard !matchers.isEmpty else { return true }
        guard matchers.count == arguments.count else { return false }
        return zip(matchers, arguments).allSatisfy { matcher, argument in
            matcher.matches(argument)
        }
    }

    /// How many of the matchers the arguments satisfy, to find the closest call.
    static func score(_ matchers: [Arg], _ arguments: [Any]) -> Int {
        zip(matchers, arguments).filter { matcher, argument in matcher.matches(argument) }.count
    }
}

/// How the name a test writes is held against the name `#function` recorded.
enum MethodName {
    /// Equal names match, and so does a bare name against a recorded one with its labels:
    /// `showFullName` matches `showFullName(_:)`.
    static func matches(_ written: String, _ recorded: String) -> Bool {
        written == recorded || (!written.contains("(") && baseName(of: recorded) == written)
    }

    /// The name without its argument labels: `showFullName` for `showFullName(_:)`.
    static func baseName(of method: String) -> Substring {
        method.prefix { $0 != "(" }
    }
}
