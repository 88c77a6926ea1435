import Foundation
import SourceFacts

/// A design choice read from the learner's code that the checker accepts and the lesson asks
/// about: a generic policy, an injected property, a closure that keeps `self`, a root split
/// across files. A kata's second look names the facts it has a note for; each fact finds its
/// first place in the code, or none.
enum ReviewFact: String, Codable, Sendable, CaseIterable {
    /// A subject that is generic, or has a generic initializer or method, over what it is
    /// given.
    case genericPolicy = "generic-policy"
    /// A subject keeps a collaborator in a `var` that others may set: property injection.
    case propertyInjection = "property-injection"
    /// A subject keeps a collaborator weakly.
    case weakReference = "weak-reference"
    /// A subject keeps a collaborator `unowned`.
    case unownedReference = "unowned-reference"
    /// A subject keeps a function as a collaborator: a closure as the seam.
    case closureSeam = "closure-seam"
    /// A subject keeps a collaborator as an existential of one of the module's protocols,
    /// `any Authenticating`, rather than as a generic parameter or a concrete type.
    case existentialSeam = "existential-seam"
    /// A subject keeps another of the kata's policies through a protocol of the module that the
    /// policy adopts, not as the policy's own type.
    case policyBehindProtocol = "policy-behind-a-protocol"
    /// A type of the module adopts a protocol and keeps another value of that protocol, whose
    /// work it wraps: a decorator.
    case decorator
    /// A subject keeps something in a `lazy var`: made on first use.
    case lazyProperty = "lazy-property"
    /// A subject's initializer gives a parameter a default value.
    case defaultArgument = "default-argument"
    /// A subject is declared across more than one file.
    case typeAcrossFiles = "type-across-files"
    /// A protocol of the module with one method that returns something, which a subject is
    /// given: it could be a function type.
    case oneMethodProvider = "one-method-provider"
    /// A type of the module adopts a protocol in an extension, not where it is declared.
    case conformanceInExtension = "conformance-in-extension"

    /// Where a fact shows: the file and the line.
    struct Place: Equatable {
        let file: String
        let line: Int

        init(_ file: String, _ token: Token) {
            self.file = file
            line = token.line
        }
    }

    /// The first place in `module` that shows the fact, looking at the declarations of
    /// `subjects` where the fact is about a type's own code.
    func place(in module: SourceModule, subjects: [String], policies: [String]) -> Place? {
        let declarations = subjects.flatMap { module.declarations(of: $0) }
        let functions = module.functions.filter { subjects.contains($0.name) }
        let protocols = Set(module.types.filter { $0.kind == .protocol }.map(\.name))
        let stored = declarations.flatMap { declaration in
            declaration.properties.filter { $0.isStored && !$0.isStatic }
                .map { (property: $0, file: declaration.file) }
        }
        func first(_ property: (PropertyDeclaration) -> Bool) -> Place? {
            stored.first { property($0.property) }.map { Place($0.file, $0.property.position) }
        }
        func firstType(_ type: (TypeDeclaration) -> Bool) -> Place? {
            module.types.first(where: type).map { Place($0.file, $0.position) }
        }
        switch self {
        case .genericPolicy:
            if let function = functions.first(where: { !$0.genericParameters.isEmpty }) {
                return module.files.first { $0.functions.contains(function) }
                    .map { Place($0.path, function.position) }
            }
            for declaration in declarations {
                if !declaration.genericParameters.isEmpty {
                    return Place(declaration.file, declaration.position)
                }
                if let initializer = declaration.functions.first(where: {
                    !$0.genericParameters.isEmpty
                }) {
                    return Place(declaration.file, initializer.position)
                }
            }
            return nil
        case .propertyInjection:
            let closed: Set<String> = [
                "private", "fileprivate", "private(set)", "fileprivate(set)",
            ]
            return first { property in
                property.keyword == "var" && closed.isDisjoint(with: property.modifiers)
                    && !property.modifiers.contains("lazy")
                    && !protocols.isDisjoint(with: property.type?.names ?? [])
            }
        case .weakReference:
            return first { $0.modifiers.contains("weak") }
        case .unownedReference:
            if let place = first({ $0.modifiers.contains { $0.hasPrefix("unowned") } }) {
                return place
            }
            return declarations.lazy.compactMap { declaration in
                Self.capture("unowned", in: declaration.tokens).map { Place(declaration.file, $0) }
            }.first
        case .closureSeam:
            return first { $0.type?.tokens.contains { $0.isSymbol("->") } == true }
        case .existentialSeam:
            return first { property in
                let tokens = property.type?.tokens ?? []
                return tokens.indices.dropLast().contains { index in
                    tokens[index].isWord("any") && protocols.contains(tokens[index + 1].text)
                } || tokens.first.map { protocols.contains($0.text) } == true
            }
        case .policyBehindProtocol:
            let adoptedByPolicies = Set(
                policies.flatMap { module.declarations(of: $0) }.flatMap(\.inheritance)
                    .flatMap(\.names)
            ).intersection(protocols)
            return first { !adoptedByPolicies.isDisjoint(with: $0.type?.names ?? []) }
        case .decorator:
            return firstType { type in
                let adopted = Set(
                    module.declarations(of: type.name).flatMap(\.inheritance).flatMap(\.names)
                ).intersection(protocols)
                return type.kind != .protocol && type.kind != .extension
                    && type.properties.contains { property in
                        property.isStored
                            && !adopted.isDisjoint(with: property.type?.names ?? [])
                    }
            }
        case .lazyProperty:
            return first { $0.modifiers.contains("lazy") }
        case .defaultArgument:
            for function in functions {
                if let parameter = function.parameters.first(where: { $0.defaultValue != nil }),
                    let file = module.files.first(where: { $0.functions.contains(function) })
                {
                    return Place(file.path, parameter.position)
                }
            }
            for declaration in declarations {
                for function in declaration.functions where function.isInitializer {
                    if let parameter = function.parameters.first(where: { $0.defaultValue != nil })
                    {
                        return Place(declaration.file, parameter.position)
                    }
                }
            }
            return nil
        case .typeAcrossFiles:
            for subject in subjects {
                // The type and the types nested in it: `extension CompositionRoot.Environment`.
                let found = module.types.filter {
                    $0.name == subject || $0.name.hasPrefix(subject + ".")
                        || $0.parent == subject
                }
                if Set(found.map(\.file)).count > 1, let last = found.last {
                    return Place(last.file, last.position)
                }
            }
            return nil
        case .oneMethodProvider:
            let given = Set(
                declarations.flatMap { declaration in
                    declaration.properties.compactMap(\.type)
                        + declaration.functions.flatMap { $0.parameters.map(\.type) }
                }.flatMap(\.names)
            )
            return firstType { type in
                guard type.kind == .protocol, given.contains(type.name), type.properties.isEmpty,
                    type.functions.count == 1, let returned = type.functions[0].returnType
                else { return false }
                return !["Void", "()"].contains(returned.text)
            }
        case .conformanceInExtension:
            let declared = Set(
                module.types.filter { $0.kind != .extension && $0.kind != .protocol }.map(\.name)
            )
            return firstType { type in
                type.kind == .extension && declared.contains(type.name)
                    && !type.inheritance.isEmpty
            }
        }
    }

    /// A capture list that names `self` with `keyword` (`[unowned self]`), in `tokens`.
    private static func capture(_ keyword: String, in tokens: [Token]) -> Token? {
        for index in tokens.indices.dropLast(2)
        where tokens[index].isWord(keyword) && tokens[index + 1].isWord("self") {
            return tokens[index]
        }
        return nil
    }
}
