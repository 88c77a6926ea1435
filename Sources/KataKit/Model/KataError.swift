/// A problem the `kata` command reports to the person using it, with what to do next.
enum KataError: Error, Equatable {
    /// The current folder is not inside a copy of the katas repository.
    case notInRepository(String)
    /// No kata answers to the name given.
    case unknownKata(String, suggestion: String?)
    /// More than one kata's name starts with the name given.
    case ambiguousKata(String, candidates: [String])
    /// A kata's folder lacks a file the tool needs.
    case brokenKata(String, reason: String)
    /// A command could not even be started.
    case commandFailedToStart(String, code: Int32)
    /// Something in the way of the command, said in full.
    case refused(String)
    /// Ctrl-C or another signal asked `kata` to stop, and it stopped once nothing was half done.
    case interrupted(signal: Int32)
    /// The machine, not the learner's code, kept a command from working: the cause and what to
    /// type, said in full.
    case environment(String)
}

extension KataError: CustomStringConvertible {
    /// One line that says what happened and what to type next.
    var description: String {
        switch self {
        case .notInRepository(let folder):
            return "\(folder) is not inside the katas repository; "
                + "cd into your clone of it and run `swift run kata next`."
        case .unknownKata(let name, let suggestion):
            let hint = suggestion.map { " Did you mean `\($0)`?" } ?? ""
            return "There is no kata called '\(Echo.shown(name))'.\(hint) `swift run kata list` "
                + "shows them all."
        case .ambiguousKata(let name, let candidates):
            return "'\(Echo.shown(name))' could be any of \(candidates.joined(separator: ", ")); "
                + "type more of the name, or the kata's number."
        case .brokenKata(let kata, let reason):
            return "Kata \(kata) is incomplete: \(reason)."
        case .commandFailedToStart(let command, let code):
            return "Could not start `\(command)` (error \(code)). Is the Swift toolchain on PATH?"
        case .refused(let reason):
            return reason
        case .interrupted:
            return "Stopped. A step under way was finished or never begun, never cut in two, and "
                + "nothing is still running."
        case .environment(let problem):
            return problem + " (No verdict was recorded.)"
        }
    }
}
