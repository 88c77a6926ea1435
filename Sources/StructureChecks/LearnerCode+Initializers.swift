import SourceFacts
import Testing

extension LearnerCode {
    /// The rule an initializer that does work breaks, in every kata.
    public static let keepingRule = """
        An initializer keeps what it is handed, and does nothing more: the work waits for the \
        call that asks for it (a load, a tap, a payment), as it did in the Before code. Work done \
        in `init` (a board's cells copied, a loader asked, a helper run) happens once, when the \
        object is made, so what it read goes stale, and it runs where the root only meant to \
        compose.
        """

    /// Expects every initializer of the module, but the roots', to keep what it is handed and
    /// do nothing more, read from the compiler: no method or getter of another type of the
    /// module, no requirement of a protocol and no helper of the module's own is called from
    /// the initializer or from the initial values of its stored properties. Making an object,
    /// delegating to another initializer, a setter, a field written, and the standard library's
    /// and Foundation's own code are keeping; a static helper of the type's own is read as part
    /// of the initializer, so what it asks of a collaborator is found there.
    ///
    /// - Parameters:
    ///   - roots: The composition roots, whose initializers may compose.
    ///   - rule: The rule such a call breaks, ``keepingRule`` unless the kata says more.
    ///   - sourceLocation: Where to report what is not found.
    public func expectInitializersOnlyKeep(
        exempting roots: Set<String> = [],
        rule: String = LearnerCode.keepingRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectNoUses({ $0.initializerCalls(exempting: roots) }, rule: rule, at: sourceLocation) {
            "\($0.function) calls `\($0.api)` while the object is being made."
        }
    }
}

extension LearnerCode {
    /// The rule a description that does work breaks, in every kata.
    public static let describingRule = """
        Describing an object reads what it holds, and does nothing more: a log line, a debugger \
        or a string interpolation asks for a description whenever it likes, so a description \
        that asks a collaborator (a seam, a server, a clock) makes a request, reads the time or \
        signs someone in where nobody meant to, as often as the object is printed.
        """

    /// Expects every description of the module (`description`, `debugDescription`, what a
    /// `TextOutputStreamable` writes) to read what its object holds, read from the compiler: no
    /// requirement of a protocol but describing, no method of one of the module's classes but
    /// the type's own properties, no field of another type written.
    ///
    /// - Parameters:
    ///   - rule: The rule such a call breaks, ``describingRule`` unless the kata says more.
    ///   - sourceLocation: Where to report what is not found.
    public func expectDescriptionsOnlyRead(
        rule: String = LearnerCode.describingRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectNoUses({ $0.describingCalls() }, rule: rule, at: sourceLocation) {
            "\($0.function) calls `\($0.api)` while it describes its object."
        }
    }
}
