/// One parameter of a function or an initializer.
package struct Parameter: Sendable, Equatable {
    /// The argument label callers write, or nil for `_`.
    package let label: String?
    /// The name the body uses.
    package let name: String
    /// The declared type.
    package let type: TypeExpression
    /// The default value's tokens, when it has one.
    package let defaultValue: [Token]?
    /// The token of the parameter's name, for its line and column.
    package let position: Token

    /// Creates a parameter.
    package init(
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
