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
