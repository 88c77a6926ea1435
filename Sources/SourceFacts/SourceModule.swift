import Foundation

/// The Swift files of one module, read for the facts a checker states about them: which types
/// there are, what they conform to, how their properties and parameters are declared, and what
/// their bodies mention.
package struct SourceModule: Sendable {
    /// The module's name.
    package let name: String
    /// Its files, in the order of their paths.
    package let files: [SourceFile]
    /// Every type and extension of the module.
    package let types: [TypeDeclaration]
    /// The functions declared outside any type.
    package let functions: [FunctionDeclaration]
    /// The type aliases of the module, by name, wherever they are declared.
    private let typeAliases: [String: TypeExpression]

    /// Creates a module from files already read.
    package init(name: String, files: [SourceFile]) {
        self.name = name
        self.files = files.sorted { $0.path < $1.path }
        types = self.files.flatMap(\.types)
        functions = self.files.flatMap(\.functions)
        let aliases = self.files.flatMap(\.typeAliases) + types.flatMap(\.typeAliases)
        typeAliases = Dictionary(
            aliases.map { ($0.name, $0.type) },
            uniquingKeysWith: { first, _ in first }
        )
    }

    /// Reads every `.swift` file below `directory`, with the compilation conditions `flags`.
    package init(name: String, directory: URL, flags: Set<String> = SourceFile.debugFlags) throws {
        // A module folder that is a link to another is read there, and its files named as
        // being here.
        let real = directory.resolvingSymlinksInPath()
        let found = FileManager.default.enumerator(at: real, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let url = found?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let path = url.standardizedFileURL.path
            let base = real.standardizedFileURL.path
            paths.append(path.hasPrefix(base) ? directory.path + path.dropFirst(base.count) : path)
        }
        if paths.isEmpty {
            throw CocoaError(
                .fileNoSuchFile,
                userInfo: [NSFilePathErrorKey: directory.path]
            )
        }
        self.init(name: name, files: try paths.map { try SourceFile(contentsOf: $0, flags: flags) })
    }

    // MARK: Declarations

    /// The declaration of `typeName` and every extension of it.
    ///
    /// `typeName` is a simple name (`LoadingError`) or a dotted one
    /// (`RemoteProductsLoader.LoadingError`).
    package func declarations(of typeName: String) -> [TypeDeclaration] {
        types.filter { declaration in
            let qualified =
                declaration.qualifiedName
            return qualified == typeName || declaration.simpleName == typeName
                || declaration.name == typeName
        }
    }

    /// Whether `typeName` is declared in the module as a class, struct, enum, actor or protocol,
    /// and as which.
    package func kind(of typeName: String) -> TypeDeclaration.Kind? {
        declarations(of: typeName).first { $0.kind != .extension }?.kind
    }

    /// The names of the module's types declared with one of `attributes`: with
    /// `["propertyWrapper"]`, the wrappers its own code may write as `@Name`.
    package func typeNames(attributed attributes: Set<String>) -> Set<String> {
        Set(types.filter { !attributes.isDisjoint(with: $0.attributes) }.map(\.name))
    }

    /// Every name `typeName` conforms to or inherits from, directly or through the module's own
    /// types and protocols, its extensions included.
    package func supertypes(of typeName: String) -> Set<String> {
        var found: Set<String> = []
        var pending = [typeName]
        while let next = pending.popLast() {
            for declaration in declarations(of: next) {
                for name in declaration.inheritance.flatMap(\.names)
                where found.insert(name).inserted {
                    pending.append(name)
                }
            }
        }
        return found
    }

    /// Whether `typeName` is `protocolName` or conforms to it.
    package func conforms(_ typeName: String, to protocolName: String) -> Bool {
        typeName == protocolName || supertypes(of: typeName).contains(protocolName)
    }

    /// The names a declared type really stands for, in the order they are written, each once:
    /// a generic parameter stands for its constraints, and a type alias for the type it names.
    ///
    /// `View` in `init<View: ProfileViewing>(profileView: View)` stands for `ProfileViewing`.
    package func resolvedNames(
        of type: TypeExpression,
        genericParameters: [GenericParameter]
    ) -> [String] {
        var resolved: [String] = []
        var seen: Set<String> = []
        func resolve(_ names: [String]) {
            for name in names where seen.insert(name).inserted {
                if let generic = genericParameters.first(where: { $0.name == name }) {
                    resolve(generic.constraints)
                } else if let alias = typeAliases[name] {
                    resolve(alias.names)
                } else {
                    resolved.append(name)
                }
            }
        }
        resolve(type.names)
        return resolved
    }

    /// The names of the module's type aliases.
    package var typeAliasNames: [String] { typeAliases.keys.sorted() }

    /// The one type a type alias of the module stands for, leaving out a class bound beside it
    /// (`typealias ProfileViewing = FullNameShowing & AnyObject` stands for `FullNameShowing`),
    /// through aliases of aliases; `name` itself when it is no alias, or an alias of several.
    package func canonicalName(_ name: String) -> String {
        guard let alias = typeAliases[name] else { return name }
        let names = resolvedNames(of: alias, genericParameters: []).filter {
            !["Any", "AnyObject"].contains($0)
        }
        return names.count == 1 ? names[0] : name
    }

    /// The protocols of the module that `name` stands for: the protocol itself and those it
    /// refines, or, for a type alias (`typealias Viewing = Displaying & AnyObject`), the
    /// protocols it composes and those they refine.
    package func protocols(behind name: String) -> [TypeDeclaration] {
        var found: [TypeDeclaration] = []
        var seen: Set<String> = []
        func visit(_ name: String) {
            guard seen.insert(name).inserted else { return }
            if let alias = typeAliases[name] {
                alias.names.forEach(visit)
                return
            }
            for declaration in declarations(of: name) where declaration.kind == .protocol {
                found.append(declaration)
                declaration.inheritance.flatMap(\.names).forEach(visit)
            }
        }
        visit(name)
        return found
    }

    /// The names a value of `type` holds, resolved as ``resolvedNames(of:genericParameters:)``
    /// resolves them, leaving out the generic arguments of the module's own types:
    /// `NewsViewModel<Loader>` holds a view model, whatever its loader; `[Board]` and
    /// `Board?` hold boards.
    package func heldNames(
        of type: TypeExpression,
        genericParameters: [GenericParameter]
    ) -> [String] {
        var kept: [Token] = []
        var index = 0
        let tokens = type.tokens
        while index < tokens.count {
            let token = tokens[index]
            kept.append(token)
            if token.kind == .word, kind(of: token.text) != nil, index + 1 < tokens.count,
                tokens[index + 1].isSymbol("<")
            {
                var depth = 0
                var position = index + 1
                repeat {
                    if tokens[position].isSymbol("<") { depth += 1 }
                    if tokens[position].isSymbol(">") { depth -= 1 }
                    position += 1
                } while depth > 0 && position < tokens.count
                index = position
                continue
            }
            index += 1
        }
        return resolvedNames(of: TypeExpression(tokens: kept), genericParameters: genericParameters)
    }

    // MARK: Mentions

    /// Every place in the declaration of `typeName` and its extensions, from the keyword to the
    /// closing brace, that mentions `pattern`, or a type alias of the module that stands for it.
    package func mentions(of pattern: String, in typeName: String) -> [Mention] {
        let spellings = [pattern] + aliases(standingFor: pattern)
        return declarations(of: typeName).flatMap { declaration in
            spellings.flatMap { spelling in
                Mention.find(spelling, in: declaration.tokens, file: declaration.file).map {
                    Mention(pattern: pattern, file: $0.file, position: $0.position)
                }
            }
        }
    }

    /// The module's type aliases that stand for `pattern`, when `pattern` starts with a name:
    /// `StandardGrid` for `Board(` after `typealias StandardGrid = Board`, with the rest of the
    /// pattern kept.
    package func aliases(standingFor pattern: String) -> [String] {
        let tokens = Lexer.tokens(of: pattern)
        guard let first = tokens.first, first.kind == .word else { return [] }
        let rest = String(pattern.dropFirst(first.text.count))
        return typeAliases.keys.sorted().filter { alias in
            resolvedNames(
                of: TypeExpression(tokens: Lexer.tokens(of: alias)),
                genericParameters: []
            )
            .contains(first.text)
        }.map { $0 + rest }
    }

    /// Every place in the bodies of the functions named `functionName` that mentions `pattern`.
    ///
    /// Only the bodies count: a default value in the signature, `at date: Date = Date()`, is the
    /// caller's business, not the function's.
    package func mentions(of pattern: String, inBodyOf functionName: String) -> [Mention] {
        var found: [Mention] = []
        for file in files {
            let functions = file.functions + file.types.flatMap(\.functions)
            for function in functions where function.name == functionName {
                found += Mention.find(pattern, in: function.body ?? [], file: file.path)
            }
        }
        return found
    }
}
