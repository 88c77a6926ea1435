import SourceFacts
import Testing

extension LearnerCode {
    /// The rule a `deinit` that does work breaks, in every kata.
    public static let lettingGoRule = """
        Freeing an object lets go of what it holds, and does nothing more: none of the Before \
        code's types has a deinit, and work done there (a call to a collaborator, a task \
        started) happens whenever the last reference happens to go, a moment no caller chose \
        and no test drives.
        """

    /// Expects every `deinit` of the module to do nothing but let go, read from the compiler:
    /// no call into the module's own code, through one of its protocols or through one of its
    /// classes, from the deinit or from a closure it makes (a task it starts), and no field of
    /// another object written. Cancelling a task, or the standard library's own work, is
    /// letting go.
    ///
    /// - Parameters:
    ///   - rule: The rule such a call breaks, ``lettingGoRule`` unless the kata says more.
    ///   - sourceLocation: Where to report what is not found.
    public func expectNothingDoneWhenFreed(
        rule: String = LearnerCode.lettingGoRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectNoUses({ $0.deinitCalls() }, rule: rule, at: sourceLocation) {
            $0.api.hasSuffix(" =")
                ? "\($0.function) writes `\($0.api.dropLast(2))` of another object while this one "
                    + "is being freed."
                : "\($0.function) calls `\($0.api)` while the object is being freed."
        }
    }
}
