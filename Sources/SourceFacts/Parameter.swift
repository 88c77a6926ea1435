/// One parameter of a function or an initializer.
public struct Parameter: Sendable, Equatable {
    /// The argument label callers write, or nil for `_`.
    public let label: String?
    /// The name the body uses.
    public let name: String
    /// The declared type.
    public let type: TypeExpression
    /// The default value's tokens, when it has one.
    public let defaultValue: [Token]?
    /// The token of the parameter's name, for its line and column.
    public let position: Token

    /// Creates a parameter.
    public init(
        label: String?,
        name: String,
        type: TypeExpression,
        defaultValue: [Token]?,
        position: Token
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.position = position
    }
}
