/// How a list of matchers is held against a call's arguments.
enum ArgumentMatching {
    /// How many of the matchers the arguments satisfy, to find the closest call.
    static func score(_ matchers: [Arg], _ call: RecordedCall) -> Int {
        zip(matchers, call.arguments).filter { matcher, argument in matcher.matches(argument) }
            .count
    }
}
