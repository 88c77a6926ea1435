/// The code each node of the graph runs: a function's body, signature and default values, a
/// property's wrappers, type, initial value and accessors.
extension CodeGraph {
    struct Code: Sendable {
        let tokens: [Token]
        let file: String
        /// Whether these are default values of parameters: the caller's business, where a
        /// search says so.
        var isDefault = false
        /// The type the code gives back, when it is a body: a function's return type, a
        /// computed property's type. An implicit member it returns is that type's.
        var valueType: TypeExpression? = nil
    }

    /// The code of a function: its body, then its parameter and return types, then its default
    /// values apart.
    static func code(of function: FunctionDeclaration, in file: String) -> [Code] {
        var signature: [Token] = []
        var defaults: [Token] = []
        for parameter in function.parameters {
            signature += parameter.type.tokens + [separator]
            // The annotation is kept before a default, so `= .init()` knows what it makes.
            if let value = parameter.defaultValue, !value.isEmpty {
                defaults += [colon] + parameter.type.tokens + [equals] + value + [separator]
            }
        }
        signature += function.returnType?.tokens ?? []
        return [
            Code(tokens: function.body ?? [], file: file, valueType: function.returnType),
            Code(tokens: signature, file: file),
            Code(tokens: defaults, file: file, isDefault: true),
        ]
    }

    /// The code of a property: its type and initial value, as `: Type = value`, so that an
    /// initial `.init()` knows what it makes; then its accessors, which give back its type.
    static func code(
        of property: PropertyDeclaration,
        in file: String,
        module: SourceModule
    ) -> [Code] {
        // `@Wrapper var x` makes a `Wrapper` for every instance: its initializer runs.
        let wrappers = property.modifiers.filter { $0.hasPrefix("@") }.map {
            String($0.dropFirst())
        }
        .filter { module.kind(of: $0) != nil }
        .flatMap { name in
            [
                Token(
                    kind: .word,
                    text: name,
                    line: property.position.line,
                    column: property.position.column,
                    startsLine: false
                ),
                Token(kind: .symbol, text: "(", line: 0, column: 0, startsLine: false),
                Token(kind: .symbol, text: ")", line: 0, column: 0, startsLine: false),
                separator,
            ]
        }
        let typeTokens = property.type?.tokens ?? []
        let annotation = typeTokens.isEmpty ? [] : [colon] + typeTokens
        let value = property.initialValue.map { [equals] + $0 } ?? []
        return [
            Code(tokens: wrappers + annotation + value + [separator], file: file),
            Code(tokens: property.accessors ?? [], file: file, valueType: property.type),
        ]
    }

    /// The `:` and `=` a default value's annotation is rebuilt with.
    static let colon = Token(
        kind: .symbol,
        text: ":",
        line: 0,
        column: 0,
        startsLine: false
    )
    static let equals = Token(
        kind: .symbol,
        text: "=",
        line: 0,
        column: 0,
        startsLine: false
    )

    /// A token that keeps two runs of code apart, so that no reference spans them.
    static let separator = Token(
        kind: .symbol,
        text: ";",
        line: 0,
        column: 0,
        startsLine: true
    )
}
