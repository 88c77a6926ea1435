import Foundation
import SourceFacts

extension Session {
    /// `kata graph [<kata>] [--before | --after] [--mermaid | --dot]`: draws the dependency
    /// arrows of the learner's code (or of the kata's Before or After), flags those that go from
    /// a policy to a detail, and says the first one in plain words.
    func graph() throws -> ExitStatus {
        let state = ProgressState.load(from: repository.root)
        let kata = try chosenKata(state)
        let folder: URL
        let title: String
        switch options.graphSource {
        case .current:
            try requireBuilds(kata)
            folder = kata.codeFolder(in: kata.exerciseDirectory)
            title = "your code, \(kata.exercisePath)/Sources/\(kata.metadata.module)"
        case .before:
            folder = kata.beforeDirectory
            title = "the Before code, Katas/\(kata.folder)/Before"
        case .after:
            folder = kata.afterDirectory
            title = "the reference solution, Katas/\(kata.folder)/After"
        }
        let graph = try kata.dependencyGraph(of: folder)
        switch options.graphFormat {
        case .text:
            terminal.say(style.bold("Kata \(kata.number) · \(kata.slug): \(title)"))
            terminal.say("")
            terminal.say(GraphTextRendering(style: style).render(graph))
        case .mermaid:
            terminal.say(GraphMermaidRendering.render(graph))
        case .dot:
            terminal.say(GraphDotRendering.render(graph, title: "\(kata.folder): \(title)"))
        }
        return .success
    }

    /// Refuses to draw code that does not build: its picture could be wrong.
    private func requireBuilds(_ kata: Kata) throws {
        let build = try ProcessRunner.run(
            ["swift", "build", "--target", kata.metadata.module],
            in: kata.exerciseDirectory,
            timeout: 900
        )
        guard build.succeeded else {
            throw KataError.refused(
                "Your code in \(kata.exercisePath) does not compile yet, so there is no true "
                    + "picture of it to draw. `swift run kata check \(kata.number)` shows why; "
                    + "`swift run kata graph \(kata.number) --before` draws the Before code."
            )
        }
    }

    /// The one-line reading of the learner's current arrows, for a check that does not pass
    /// yet, or nil when the kata declares no graph or its code cannot be read.
    func graphReading(of kata: Kata) -> String? {
        guard
            let graph = try? kata.dependencyGraph(of: kata.codeFolder(in: kata.exerciseDirectory))
        else {
            return nil
        }
        return "Your arrows: \(graph.reading) (swift run kata graph \(kata.number))"
    }
}

extension Kata {
    /// The dependency graph of the version of the code kept in `folder` (Before, After, the
    /// learner's), with the kata's declared roles.
    func dependencyGraph(of folder: URL) throws -> DependencyGraph {
        guard let roles = metadata.graph else {
            throw KataError.brokenKata(
                self.folder,
                reason: "Katas/\(self.folder)/kata.json declares no graph roles"
            )
        }
        let module = try SourceModule(
            name: metadata.module,
            directory: sourcesFolder(ofVersionIn: folder)
        )
        return DependencyGraph(module: module, roles: roles)
    }
}
