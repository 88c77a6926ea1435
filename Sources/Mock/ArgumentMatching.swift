/// How a list of matchers is held against a call's arguments.
enum ArgumentMatching {
    /// No matchers accept any arguments; otherwise the counts agree and every matcher holds.
    static func matches(_ matchers: [Arg], _ call: RecordedCall) -> Bool {
        guard !matchers.isEmpty else { return true }
        guard matchers.count == call.argumentCount else { return false }
        for (index, matcher) in matchers.enumerated()
        where !matcher.matches(call.argument(at: index)) {
            return false
        }
        return true
    }

    /// How many of the matchers the arguments satisfy, to find the closest call.
    static func score(_ matchers: [Arg], _ call: RecordedCall) -> Int {
        zip(matchers, call.arguments).filter { matcher, argument in matcher.matches(argument) }
            .count
    }
}
