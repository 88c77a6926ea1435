/// A class, struct, enum, actor or protocol, or an extension of one, with its members.
package struct TypeDeclaration: Sendable, Equatable {
    /// What kind of declaration this is.
    package enum Kind: String, Sendable, Equatable {
        /// A `class`.
        case `class`
        /// A `struct`.
        case `struct`
        /// An `enum`.
        case `enum`
        /// An `actor`.
        case actor
        /// A `protocol`.
        case `protocol`
        /// An `extension` of a type declared elsewhere.
        case `extension`
    }

    /// What kind of declaration this is.
    package let kind: Kind
    /// The type's name; for an extension, the extended type's name as written.
    package let name: String
    /// The name of the type it is nested in, if any.
    package let parent: String?
    /// The modifiers written before it: `public`, `final`…
    package let modifiers: [String]
    /// The names of the attributes written before it: `MainActor`, `Observable`…
    package let attributes: [String]
    /// Its generic parameters, with the constraints of its `where` clause.
    package let genericParameters: [GenericParameter]
    /// What it conforms to or inherits from, as written after its colon.
    package let inheritance: [TypeExpression]
    /// Its properties.
    package let properties: [PropertyDeclaration]
    /// Its methods and initializers.
    package let functions: [FunctionDeclaration]
    /// Its type aliases.
    package let typeAliases: [TypeAliasDeclaration]
    /// Every token of the declaration, from its keyword to its closing brace.
    package let tokens: [Token]
    /// The token of its name, for its line and column.
    package let position: Token
    /// The file it is declared in.
    package let file: String

    /// Creates a type declaration.
    package init(
        kind: Kind,
        name: String,
        parent: String?,
        modifiers: [String],
        attributes: [String] = [],
        genericParameters: [GenericParameter],
        inheritance: [TypeExpression],
        properties: [PropertyDeclaration],
        functions: [FunctionDeclaration],
        typeAliases: [TypeAliasDeclaration],
        tokens: [Token],
        position: Token,
        file: String
    ) {
        self.kind = kind
        self.name = name
        self.parent = parent
        self.modifiers = modifiers
        self.attributes = attributes
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.properties = properties
        self.functions = functions
        self.typeAliases = typeAliases
        self.tokens = tokens
        self.position = position
        self.file = file
    }

    /// The name with the type it is nested in, if any: `CompositionRoot.Environment`.
    package var qualifiedName: String {
        parent.map { "\($0).\(name)" } ?? name
    }

    /// The name as it is looked up: the last part of a dotted extension name.
    package var simpleName: String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
