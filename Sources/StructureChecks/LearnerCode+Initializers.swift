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
    /// and Foundation's own code are keeping.
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
