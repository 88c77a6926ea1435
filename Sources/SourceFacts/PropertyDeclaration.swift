/// A property declared with `let` or `var`.
package struct PropertyDeclaration: Sendable, Equatable {
    /// The property's name.
    package let name: String
    /// `let` or `var`.
    package let keyword: String
    /// The modifiers written before it: `private`, `weak`, `static`, `lazy`…
    package let modifiers: [String]
    /// The declared type, when it is written.
    package let type: TypeExpression?
    /// The initial value's tokens, when it has one.
    package let initialValue: [Token]?
    /// The tokens of its accessors (`get`, `set`, `didSet`…), when it has any.
    package let accessors: [Token]?
    /// The token of its name, for its line and column.
    package let position: Token

    /// Creates a property declaration.
    package init(
        name: String,
        keyword: String,
        modifiers: [String],
        type: TypeExpression?,
        initialValue: [Token]?,
        accessors: [Token]?,
        position: Token
    ) {
        self.name = name
        self.keyword = keyword
        self.modifiers = modifiers
        self.type = type
        self.initialValue = initialValue
        self.accessors = accessors
        self.position = position
    }

    /// Whether the value is kept in the instance (or the type), rather than computed each time.
    package var isStored: Bool {
        guard let accessors else { return true }
        let words = Set(accessors.filter { $0.kind == .word }.map(\.text))
        return !words.isDisjoint(with: ["willSet", "didSet"])
    }

    /// Whether it opts out of the compiler's check that it is safe to share across tasks
    /// (`nonisolated(unsafe)`): something mutable, shared as it is.
    package var isUnsafelyShared: Bool { modifiers.contains("nonisolated(unsafe)") }

    /// Whether it belongs to the type rather than to each instance.
    package var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    /// How it holds its value when not strongly: `weak`, `unowned` or `unowned(…)`.
    package var weakOrUnowned: String? {
        modifiers.first { $0 == "weak" || $0.hasPrefix("unowned") }
    }
}
