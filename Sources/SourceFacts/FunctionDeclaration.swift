/// A function, a method or an initializer.
package struct FunctionDeclaration: Sendable, Equatable {
    /// The base name: `presentProfile`, or `init` for an initializer.
    package let name: String
    /// The modifiers written before it: `public`, `static`, `mutating`…
    package let modifiers: [String]
    /// Its own generic parameters, with the constraints of its `where` clause.
    package let genericParameters: [GenericParameter]
    /// Its parameters, in order.
    package let parameters: [Parameter]
    /// The declared return type, when it has one.
    package let returnType: TypeExpression?
    /// The tokens of its body, when it has one (a protocol requirement has none).
    package let body: [Token]?
    /// The token of its name, for its line and column.
    package let position: Token

    /// Creates a function declaration.
    package init(
        name: String,
        modifiers: [String],
        genericParameters: [GenericParameter],
        parameters: [Parameter],
        returnType: TypeExpression?,
        body: [Token]?,
        position: Token
    ) {
        self.name = name
        self.modifiers = modifiers
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.position = position
    }

    /// Whether this is an initializer.
    package var isInitializer: Bool { name == "init" }

    /// The full name as Swift spells it: `createString(from:at:sizeOf:)`.
    package var fullName: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
