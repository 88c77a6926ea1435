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

extension LearnerCode {
    /// The rule a closure kept by its maker breaks, in every kata.
    public static let keptClosureRule = """
        An object keeps what it is handed, and no code of its own making: a closure it makes and \
        stores in one of its fields holds whatever it captured strongly (the object itself, a \
        screen it was meant to hold weakly, a collaborator) for as long as the field keeps it, \
        out of sight of any reader of its properties. The Before code keeps none; do what the \
        closure would do when it is asked, keep a value instead, or capture only `weak` or \
        `unowned` references.
        """

    /// Expects no type of the module to make a closure that captures something strongly in its
    /// own code and keep it in one of its own fields, read from the compiler. A closure handed
    /// in (an injected function, a callback a screen sets on its view model) is kept by its
    /// receiver, not its maker, and stays, unless it captures its maker strongly. Nor does an
    /// object keep itself in one of its own fields.
    ///
    /// - Parameters:
    ///   - roots: The composition roots, which may keep a factory closure per screen they open:
    ///     composing is their work.
    ///   - rule: The rule such a closure breaks, ``keptClosureRule`` unless the kata says more.
    ///   - sourceLocation: Where to report what is not found.
    public func expectNoClosureKeptByItsMaker(
        exempting roots: Set<String> = [],
        rule: String = LearnerCode.keptClosureRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectNoUses(
            { $0.closuresKeptByTheirMaker(exempting: roots) },
            rule: rule,
            at: sourceLocation
        ) {
            "\($0.function) makes a closure and keeps it in `\($0.api)`."
        }
        expectNoUses({ $0.selvesKeptStrongly() }, rule: Self.selfKeptRule, at: sourceLocation) {
            "\($0.function) keeps its own object strongly in `\($0.api)`, itself or in a closure "
                + "that captures `self`."
        }
    }

    /// The rule an object that keeps itself breaks, in every kata.
    public static let selfKeptRule = """
        An object that keeps itself, in one of its own fields or in a closure that captures \
        `self` strongly and is kept by an object it holds (a view model's callback, say), is \
        never freed: nothing that lets go of it lets go of all of it. Capture it weakly \
        (`[weak self]`) or keep no reference to it.
        """
}
