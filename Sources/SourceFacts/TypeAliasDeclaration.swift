/// A `typealias`: a second name for a type.
public struct TypeAliasDeclaration: Sendable, Equatable {
    /// The new name.
    public let name: String
    /// The type it stands for.
    public let type: TypeExpression
    /// The token of its name, for its line and column.
    public let position: Token

    /// Creates a type alias declaration.
    public init(name: String, type: TypeExpression, position: Token) {
        self.name = name
        self.type = type
        self.position = position
    }
}
