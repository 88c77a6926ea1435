import Foundation
import SourceFacts

/// The arrows of a kata's code, drawn from one of its versions.
extension Kata {
    /// The arrows of the version kept in `folder`: between its modules in a kata about modules,
    /// unless `types` asks for its types; between its types otherwise.
    func graph(
        of folder: URL,
        types: Bool = false,
        processes: any ProcessRunning
    ) throws -> DependencyGraph {
        isPackageLayout && !types
            ? try moduleGraph(of: folder, processes: processes) : try dependencyGraph(of: folder)
    }

    /// The arrows between the modules of the version kept in `folder` (a package: Before,
    /// After, the exercise), as SwiftPM, run through `processes`, reads its manifest.
    func moduleGraph(of folder: URL, processes: any ProcessRunning) throws -> DependencyGraph {
        guard let roles = metadata.graph?.modules else {
            throw KataError.brokenKata(
                self.folder,
                reason: "Katas/\(self.folder)/kata.json declares no module roles (graph.modules)"
            )
        }
        let manifest = folder.appendingPathComponent("Package.swift")
        do {
            return DependencyGraph(package: try processes.packageGraph(of: manifest), roles: roles)
        } catch {
            throw KataError.refused(
                "\(manifest.path) cannot be read by SwiftPM, so its modules cannot be drawn: "
                    + "\(error)"
            )
        }
    }

    /// The arrows between the types of the version kept in `folder`.
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
