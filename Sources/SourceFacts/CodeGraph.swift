/// Which code of a module runs which other code: its types' members, free functions and
/// globals, joined by the references in their bodies, default values, initial values and
/// declared types.
///
/// A checker asks it what a type *reaches*: not only what the type's own code names, but what
/// any code it can run names, through a free function, a static member, a nested enum, a
/// convenience initializer, a default argument, a stored closure, a type alias or a protocol
/// extension's default. `GameOfLifeViewController.init() → makeStandardGrid() → Board()`.
///
/// It follows calls by name, as far as the source can tell them apart: a type the code creates,
/// names or calls a static member of; a free function or a global it calls or reads; a static
/// member the context chooses (`.live()`). A method called on a value (`loader.load()`) is
/// dynamic dispatch through whatever the value is: the seam the katas teach, so it is not
/// followed.
package struct CodeGraph: Sendable {
    /// One piece of code that runs: a member of a type, a free function, or a global.
    package struct Node: Hashable, Sendable {
        /// The type it belongs to, or nil for a free function or a global.
        package let owner: String?
        /// The function's full name, `init(board:)`, or the property's name.
        package let name: String

        /// How a path shows it: `GameOfLifeViewController.init()`, `makeStandardGrid()`.
        package var label: String { owner.map { "\($0).\(name)" } ?? name }
    }

    /// What a search stops at: the details, volatile things and globals a policy must not
    /// reach.
    package struct Targets: Sendable {
        /// Types of the module (or of other modules) that must not be named at all:
        /// `Board`, `ConcreteButtonControllerFactory`.
        package var types: Set<String>
        /// Pieces of code that must not run: `Date()` (that creation, with no arguments),
        /// `URLSession(` (any creation), `URLSession.shared` (that member), `.shared` (that
        /// member of any type), `URLSession` (any use of the type).
        package var patterns: [String]

        /// Creates targets.
        package init(types: Set<String> = [], patterns: [String] = []) {
            self.types = types
            self.patterns = patterns
        }
    }

    /// A target reached from a type, and the way there.
    package struct Reached: Sendable, Equatable {
        /// The reference that reaches the target.
        package let reference: CodeReference
        /// What is reached, as a message names it: `Board()`, `URLSession.shared`, the global
        /// `locator`.
        package let target: String
        /// The file the reference is in.
        package let file: String
        /// The code that runs on the way, from the type's own member to the one holding the
        /// reference.
        package let path: [Node]

        /// The way there as one line: `A.init() → makeStandardGrid() → Board()`.
        package var route: String {
            (path.map(\.label) + [reference.text]).joined(separator: " → ")
        }
    }

    /// The code of each node.
    private(set) var code: [Node: [Code]] = [:]
    /// The nodes of each type's members, by the type's simple name and dotted name.
    private(set) var members: [String: [Node]] = [:]
    /// The free functions, by base name.
    private(set) var functions: [String: [Node]] = [:]
    /// The globals (properties outside any type), by name.
    private(set) var globals: [String: Node] = [:]
    /// The static members of every type, by member name, for `.live()`.
    private(set) var staticMembers: [String: [Node]] = [:]
    /// The members the module adds to types it does not declare (`extension Optional`,
    /// `extension Array`), by name: called on a value, they are followed by name.
    private(set) var externalExtensionMembers: [String: [Node]] = [:]
    /// The protocols and superclasses of each type of the module, by simple name.
    private(set) var supertypes: [String: [String]] = [:]
    /// The operators the module declares, free or static, that Swift does not.
    private(set) var operators: [String] = []
    /// The module, to resolve type aliases.
    let module: SourceModule

    /// Reads the code graph of `module`.
    package init(module: SourceModule) {
        self.module = module
        for file in module.files {
            for type in file.types {
                let owner = type.simpleName
                let scope = type.genericParameters
                supertypes[owner, default: []] += type.inheritance.flatMap {
                    module.resolvedNames(of: $0, genericParameters: scope)
                }
                let isExternal =
                    type.kind == .extension
                    && module.declarations(of: type.name)
                        .allSatisfy { $0.kind == .extension }
                for function in type.functions {
                    let node = Node(owner: owner, name: function.fullName)
                    for run in Self.code(of: function, in: file.path) {
                        add(node, run, member: type)
                    }
                    if isExternal {
                        externalExtensionMembers[function.name, default: []].append(node)
                    }
                    if function.modifiers.contains("static") || function.modifiers.contains("class")
                    {
                        staticMembers[function.name, default: []].append(node)
                    }
                }
                for property in type.properties {
                    let node = Node(owner: owner, name: property.name)
                    for run in Self.code(of: property, in: file.path, module: module) {
                        add(node, run, member: type)
                    }
                    if isExternal {
                        externalExtensionMembers[property.name, default: []].append(node)
                    }
                    if property.isStatic {
                        staticMembers[property.name, default: []].append(node)
                    }
                }
            }
            for function in file.functions {
                let node = Node(owner: nil, name: function.fullName)
                code[node, default: []] += Self.code(of: function, in: file.path)
                functions[function.name, default: []].append(node)
            }
            for property in file.properties {
                let node = Node(owner: nil, name: property.name)
                code[node, default: []] += Self.code(of: property, in: file.path, module: module)
                globals[property.name] = node
            }
        }
        operators = Self.customOperators(among: Array(functions.keys) + Array(staticMembers.keys))
    }

    private mutating func add(_ node: Node, _ run: Code, member type: TypeDeclaration) {
        code[node, default: []].append(run)
        if !(members[type.simpleName]?.contains(node) ?? false) {
            members[type.simpleName, default: []].append(node)
        }
    }
}
