/// A property declared with `let` or `var`.
public struct PropertyDeclaration: Sendable, Equatable {
    /// The property's name.
    public let name: String
    /// `let` or `var`.
    public let keyword: String
    /// The modifiers written before it: `private`, `weak`, `static`, `lazy`…
    public let modifiers: [String]
    /// The declared type, when it is written.
    public let type: TypeExpression?
    /// The initial value's tokens, when it has one.
    public let initialValue: [Token]?
    /// The tokens of its accessors (`get`, `set`, `didSet`…), when it has any.
    public let accessors: [Token]?
    /// The token of its name, for its line and column.
    public let position: Token

    /// Creates a property declaration.
    public init(
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
    public var isStored: Bool {
        guard let accessors else { return true }
        let words = Set(accessors.filter { $0.kind == .word }.map(\.text))
        return !words.isDisjoint(with: ["willSet", "didSet"])
    }

    /// Whether it opts out of the compiler's check that it is safe to share across tasks
    /// (`nonisolated(unsafe)`): something mutable, shared as it is.
    public var isUnsafelyShared: Bool { modifiers.contains("nonisolated(unsafe)") }

    /// Whether it belongs to the type rather than to each instance.
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}
