/// A `typealias`: a second name for a type.
package struct TypeAliasDeclaration: Sendable, Equatable {
    /// The new name.
    package let name: String
    /// The type it stands for.
    package let type: TypeExpression
    /// The token of its name, for its line and column.
    package let position: Token

    /// Creates a type alias declaration.
    package init(name: String, type: TypeExpression, position: Token) {
        self.name = name
        self.type = type
        self.position = position
    }
}
