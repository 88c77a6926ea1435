import Foundation

/// `kata graph [<kata>]`: the dependency arrows of the learner's code (or the kata's Before or
/// reference code), the ones that break the rule flagged; for a kata about modules, the arrows
/// between its modules.
struct GraphCommand: KataSubcommand {
    static let beforeOption = OptionDeclaration(
        name: "--before",
        kind: .flag,
        help: "Draw the kata's Before code instead of yours.",
        exclusiveGroup: "source"
    )

    static let afterOption = OptionDeclaration(
        name: "--after",
        kind: .flag,
        help: "Draw the kata's reference solution instead of yours.",
        exclusiveGroup: "source"
    )

    static let mermaidOption = OptionDeclaration(
        name: "--mermaid",
        kind: .flag,
        help: "Draw a Mermaid flowchart, for Markdown.",
        exclusiveGroup: "format"
    )

    static let dotOption = OptionDeclaration(
        name: "--dot",
        kind: .flag,
        help: "Draw in Graphviz's DOT language.",
        exclusiveGroup: "format"
    )

    static let typesOption = OptionDeclaration(
        name: "--types",
        kind: .flag,
        help: "In a kata about modules, draw its types instead of its modules."
    )

    static let configuration = CommandConfiguration(
        name: "graph",
        abstract:
            "Draw the dependency arrows of a kata's code, and flag the ones that break the rule.",
        audience: .learner,
        arguments: [.kata(0...1)],
        options: [
            beforeOption,
            afterOption,
            mermaidOption,
            dotOption,
            typesOption,
        ]
    )

    /// Which code to draw.
    enum Source: Equatable { case current, before, after }
    /// How to draw it.
    enum Format: Equatable { case text, mermaid, dot }

    let kata: String?
    let source: Source
    let format: Format
    let types: Bool

    init(_ arguments: ParsedArguments) throws {
        kata = arguments.operands.first
        source =
            arguments.isSet(Self.beforeOption)
            ? .before : arguments.isSet(Self.afterOption) ? .after : .current
        format =
            arguments.isSet(Self.mermaidOption)
            ? .mermaid : arguments.isSet(Self.dotOption) ? .dot : .text
        types = arguments.isSet(Self.typesOption)
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        let kata = try session.chosenKata(self.kata, state: session.loadProgress())
        let folder: URL
        let title: String
        switch source {
        case .current:
            try kata.requireCheckable()
            try requireBuilds(kata, context)
            folder = kata.codeFolder(in: kata.exerciseDirectory)
            title =
                "your code, \(kata.exercisePath)/"
                + (kata.isPackageLayout ? "Package.swift" : "Sources/\(kata.metadata.module)")
        case .before:
            folder = kata.beforeDirectory
            title = "the Before code, Katas/\(kata.folder)/Before"
        case .after:
            folder = kata.afterDirectory
            title = "the reference solution, Katas/\(kata.folder)/After"
        }
        let graph = try kata.graph(of: folder, types: types, processes: context.processes)
        let console = context.console
        switch format {
        case .text:
            console.say(console.style.bold("Kata \(kata.number) · \(kata.slug): \(title)"))
            console.say("")
            console.say(GraphTextRendering(style: console.style).render(graph))
        case .mermaid:
            console.say(GraphMermaidRendering.render(graph))
        case .dot:
            console.say(GraphDotRendering.render(graph, title: "\(kata.folder): \(title)"))
        }
        return .success
    }

    /// Refuses to draw code that does not compile: its picture would not be true.
    private func requireBuilds(_ kata: Kata, _ context: CommandContext) throws {
        guard !kata.isPackageLayout || types else { return }
        let check = CheckerRun(
            package: kata.exerciseDirectory,
            module: kata.metadata.module,
            testTimeout: 0,
            processes: context.processes
        )
        let large = check.largeSources()
        if !large.isEmpty {
            context.console.complain(
                context.console.style.dim(
                    "Building \(kata.exercisePath) first, which takes a while: the compiler is slow "
                        + "on a source file this large: \(large.joined(separator: ", "))."
                )
            )
        }
        let build = try context.processes.run(
            ["swift", "build", "--target", kata.metadata.module],
            in: kata.exerciseDirectory,
            timeout: check.buildTimeout
        )
        if case .timedOut = build.ending {
            throw KataError.refused(
                "The build of \(kata.exercisePath) was stopped after \(Int(check.buildTimeout)) "
                    + "seconds, so there is no picture of it to draw."
                    + (large.isEmpty
                        ? "" : " The compiler is slow on \(large.joined(separator: ", ")).")
            )
        }
        guard build.succeeded else {
            try ToolchainProblem.check(build, package: kata.exerciseDirectory)
            throw KataError.refused(
                "Your code in \(kata.exercisePath) does not compile yet, so there is no true "
                    + "picture of it to draw. `swift run kata check \(kata.number)` shows why; "
                    + "`swift run kata graph \(kata.number) --before` draws the Before code."
            )
        }
    }
}
