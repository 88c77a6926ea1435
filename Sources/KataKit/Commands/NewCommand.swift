import Foundation
import SourceFacts

/// `kata new <NN-name> [<Module>]`: scaffolds a kata in its three places.
struct NewCommand: KataSubcommand {
    static let configuration = CommandConfiguration(
        name: "new",
        abstract: "Scaffold a new kata: its lesson folder, its exercise and its manifest line.",
        audience: .author,
        arguments: [
            ArgumentDeclaration(
                name: "<NN-name>",
                help: "The new kata's folder: two digits, a dash and a name in lower case "
                    + "(11-event-bus).",
                count: 1...1
            ),
            ArgumentDeclaration(
                name: "<Module>",
                help: "The module of its code (default: the name in UpperCamelCase, EventBus).",
                count: 0...1
            ),
        ]
    )

    let folder: String
    let module: String?

    init(_ arguments: ParsedArguments) throws {
        folder = arguments.operands[0]
        module = arguments.operands.dropFirst().first
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        guard
            folder.range(of: #"^[0-9]{2}-[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression)
                != nil
        else {
            throw UsageError(
                message: "a kata's folder is two digits, a dash and a name in lower case, "
                    + "for example `11-event-bus`.",
                usage: Self.configuration.usage
            )
        }
        let session = try Session(context)
        let root = session.repository.root
        let slug = folder.dropFirst(3)
        let module =
            self.module
            ?? slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
        let files = FileManager.default
        for place in ["Katas/\(folder)", "Exercises/\(folder)"]
        where files.fileExists(atPath: root.appendingPathComponent(place).path) {
            throw KataError.refused("\(place) exists already; nothing was written.")
        }
        let number = String(folder.prefix(2))
        if let taken = session.repository.katas.first(where: { $0.number == number }) {
            throw KataError.refused(
                "Kata \(number) exists already (\(taken.folder)): `kata check \(number)` could "
                    + "not tell the two apart. Choose a free number; nothing was written."
            )
        }
        if let taken = session.repository.katas.first(where: { $0.slug == slug }) {
            throw KataError.refused(
                "Kata \(taken.folder) has the name \(slug) already: `kata hint \(slug)` could not "
                    + "tell the two apart. Choose another name; nothing was written."
            )
        }
        try Self.validate(module: module, root: root, processes: context.processes)
        let scaffold = KataScaffold(folder: folder, module: module)
        try scaffold.addLine(toManifestIn: root)
        for (path, text) in scaffold.files {
            let url = root.appendingPathComponent(path)
            try files.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let kata = try Repository.containing(root).kata(named: folder)
        try scaffold.recordFingerprint(of: kata)
        let console = context.console
        console.say("Kata \(folder) is scaffolded, module \(module):")
        for path in scaffold.files.map(\.path) { console.say("  \(path)") }
        console.say("  Package.swift: + kata(\"\(folder)\", module: \"\(module)\")")
        console.say("")
        console.say(
            "Next: write Before and After, the checker, the lesson and the hints; keep wrong "
                + "refactorings in Mutants/ and valid ones in Alternatives/; then "
                + "`swift run kata fingerprint --author \(kata.number)`, `swift run kata diagrams "
                + "\(kata.number)` and `swift run kata verify \(kata.number)`."
        )
        return .success
    }

    /// Words Swift reserves, which `import` cannot name, and the type names a module must not
    /// shadow.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
        "false", "is", "nil", "self", "super", "throws", "true", "try", "_", "Any", "Self", "Type",
        "Protocol",
    ]

    /// Refuses a module name Swift would not take, or one the package uses already (with the
    /// targets a kata adds for it: `<Module>Before`, `<Module>Checks`,
    /// `<Module>Characterization`).
    static func validate(module: String, root: URL, processes: any ProcessRunning) throws {
        let usage = configuration.usage
        guard module.range(of: #"^[A-Za-z_][A-Za-z0-9_]*$"#, options: .regularExpression) != nil
        else {
            throw UsageError(
                message: "'\(Echo.shown(module))' cannot name a Swift module: use letters, digits "
                    + "and `_`, starting with a letter, for example `EventBus`.",
                usage: usage
            )
        }
        guard !keywords.contains(module) else {
            throw UsageError(
                message: "'\(module)' is a Swift keyword, so `import \(module)` would not compile; "
                    + "choose another module name, for example `EventBus`.",
                usage: usage
            )
        }
        guard !CompiledSymbol.toolchainModules.contains(module) else {
            throw UsageError(
                message: "'\(module)' is a module the Swift toolchain ships, which the kata's "
                    + "code and checker import: a module of the same name would hide it. Choose "
                    + "another module name.",
                usage: usage
            )
        }
        let manifest = root.appendingPathComponent("Package.swift")
        // SwiftPM's reading names every target; a manifest it cannot read yet is searched for
        // the names it spells out.
        let taken: Set<String>
        if let graph = try? processes.packageGraph(of: manifest) {
            taken = Set(graph.targets.map(\.name))
        } else {
            let tokens = (try? SourceFile(contentsOf: manifest.path).tokens) ?? []
            taken = Set(tokens.filter { $0.kind == .string }.map(\.text))
        }
        let wanted = [module, "\(module)Before", "\(module)Checks", "\(module)Characterization"]
        if let taken = wanted.first(where: taken.contains) {
            throw UsageError(
                message: "the package has a target named \(taken) already, so the module "
                    + "\(module) would clash with it; choose another module name.",
                usage: usage
            )
        }
    }
}
