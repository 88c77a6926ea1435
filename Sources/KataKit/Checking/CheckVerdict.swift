/// What a kata's checker said of an exercise.
enum CheckVerdict: Sendable, Equatable {
    /// Every expectation holds.
    case passed(expectations: [String])
    /// Some expectations hold and some do not.
    case failed(passing: [String], failing: [FailedExpectation])
    /// The checker does not compile against the code yet: the refactored shape is missing.
    case notYet(CompileGap)
    /// The exercise's own code does not compile: its errors, in the order the compiler gave them.
    case codeDoesNotCompile([Diagnostic])
    /// The characterization tests, which call the code the way the Before code allows, do not
    /// compile against it: the refactoring changed what they use.
    case characterizationDoesNotCompile([Diagnostic])
    /// The test process died while these tests were running; `runtime` holds the runtime's
    /// own report (`Fatal error: …`), when it printed one.
    case crashed(running: [String], detail: String, runtime: [String])
    /// The tests ran past the time limit and were stopped.
    case timedOut(running: [String], seconds: Double)
    /// The build ran past its limit and was stopped before any test ran; `largeFiles` are the
    /// exercise's source files large enough to be why, with their sizes.
    case buildTimedOut(seconds: Double, largeFiles: [String])
    /// A graded check did not run the tests: the learner's code reaches what could write its own
    /// verdict (``GradingGuard``), one line per place.
    case refusedForGrading([String])

    /// Whether the learner's own code compiled, so that a picture of it can be drawn.
    var compiles: Bool {
        if case .codeDoesNotCompile = self { return false }
        return true
    }

    /// Whether the checker waits for the refactored shape: a name it compiles against is
    /// missing, which no picture of the learner's arrows explains.
    var isNotYet: Bool {
        if case .notYet = self { return true }
        return false
    }

    /// Whether a graded check refused to run the code.
    var isRefusedForGrading: Bool {
        if case .refusedForGrading = self { return true }
        return false
    }

    /// Whether the kata counts as done.
    var isPass: Bool {
        if case .passed = self { return true }
        return false
    }
}

/// One expectation of the checker that does not hold, with what the test reported.
struct FailedExpectation: Sendable, Equatable {
    /// The test's name, which states the expectation.
    let name: String
    /// What the test reported, as the test framework printed it.
    let details: [String]
}

/// A compiler error, where it is and what it says.
struct Diagnostic: Sendable, Equatable {
    /// The file, relative to the exercise folder when it is inside it.
    let file: String
    /// The line.
    let line: Int
    /// The compiler's message.
    let message: String

    /// Where it is and what it says, as a compiler prints it: `Sources/Cart/Cart.swift:12: …`.
    var located: String { "\(file):\(line): \(message)" }
}

/// A compile error in the checker, tied to the expectation it belongs to.
struct CompileGap: Sendable, Equatable {
    /// The checker test whose code does not compile, when the error is inside one.
    let test: String?
    /// The compiler's first error.
    let diagnostic: Diagnostic
}
