import Foundation

/// The targets of a Swift package and what each depends on, as SwiftPM itself evaluates the
/// manifest (`swift package dump-package`): any valid `Package.swift` is read right, however
/// it computes its targets.
package struct PackageGraph: Sendable, Equatable {
    /// One target of the package.
    package struct Target: Sendable, Equatable {
        /// The target's name.
        package let name: String
        /// `regular`, `executable`, `test`, `macro`…, as SwiftPM names the kinds.
        package let kind: String
        /// The names of the targets and products it depends on, in order.
        package var dependencies: [String]
        /// The line of the manifest that names it, when its name is written there.
        package let line: Int?
        /// The folder of its sources, when the manifest gives one.
        package var path: String? = nil
        /// The files of its folder it leaves out, as the manifest lists them.
        package var exclude: [String] = []
        /// The files it is limited to, when the manifest lists them.
        package var sources: [String]? = nil
        /// How many build settings it declares (defines, flags, conditions).
        package var settingCount = 0

        /// Whether it is a test target.
        package var isTest: Bool { kind == "test" }
    }

    /// Why a package's manifest could not be read.
    package struct ReadingError: Error, Sendable, CustomStringConvertible {
        /// What SwiftPM said, or why it could not be asked.
        package let description: String
    }

    /// One product of the package: what another package links when it names it.
    package struct Product: Sendable, Equatable {
        /// The product's name.
        package let name: String
        /// The targets it bundles, in order.
        package let targets: [String]
    }

    /// The manifest's path.
    package let manifest: URL
    /// The targets, in the order the manifest gives them.
    package private(set) var targets: [Target]
    /// The products the manifest declares, in its order.
    package private(set) var products: [Product] = []
    /// The packages it depends on, as SwiftPM describes them, in one canonical text: two
    /// manifests read from the same folder depend on the same packages when these are equal.
    package var packageDependencies = ""

    /// The target called `name`.
    package func target(_ name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The graph with the dependencies of every target the build compiled as the build took
    /// them (`built`, by module: ``CompilerInvocation/builtDependencies(products:)``) added to
    /// those the manifest declares. A manifest can tell `swift package dump-package` one thing
    /// and the build another, and a dependency declared for some platforms only (`condition:
    /// .when(platforms:)`) is one this build leaves out but another takes: a target depends on
    /// both.
    package func built(as built: [String: [String]]) -> PackageGraph {
        var graph = self
        graph.targets = targets.map { target in
            guard let dependencies = built[target.name] else { return target }
            var compiled = target
            compiled.dependencies += dependencies.filter { !target.dependencies.contains($0) }
            return compiled
        }
        return graph
    }

    /// The command that prints the package's description as SwiftPM evaluates its manifest,
    /// run in the package's folder. `--quiet` keeps warnings out of what it prints, and
    /// `scratch`, a build folder of its own, keeps a build of the package running at the same
    /// time (the test that asks, for one) from waiting for it or being disturbed.
    package static func dumpCommand(scratch: URL) -> [String] {
        ["swift", "package", "--quiet", "--scratch-path", scratch.path, "dump-package"]
    }

    /// Reads the package whose manifest is `manifest` from what `run` says of ``dumpCommand``,
    /// run in the manifest's folder: what it printed, and how it failed when it did
    /// ("exited with status 1"). This module runs nothing itself: the caller's runner decides
    /// how a program runs, for how long, and what stops it.
    package static func read(
        manifest: URL,
        running run: (_ arguments: [String], _ folder: URL) throws -> (
            output: String, failure: String?
        )
    ) throws -> PackageGraph {
        // One scratch folder per package, in its own build folder: SwiftPM leaves a lock file in
        // the temporary folder for each scratch path it is given, so a new path per reading
        // would leave one more file there at every check.
        let scratch = manifest.deletingLastPathComponent()
            .appendingPathComponent(".build/package-graph")
        // What stops the runner (a program that cannot start, an interruption) is its own error.
        let ran = try run(dumpCommand(scratch: scratch), manifest.deletingLastPathComponent())
        if let failure = ran.failure {
            let lines = ran.output.split(separator: "\n").filter { $0.contains("error") }.prefix(3)
            throw ReadingError(
                description: lines.isEmpty
                    ? "`swift package dump-package` \(failure)" : lines.joined(separator: "\n")
            )
        }
        let source = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
        return try PackageGraph(dump: Data(ran.output.utf8), manifest: manifest, source: source)
    }

    /// Reads what `swift package dump-package` printed for the manifest at `manifest`, whose
    /// text `source` gives each target's line.
    package init(dump: Data, manifest: URL, source: String) throws {
        struct Dump: Decodable {
            struct Target: Decodable {
                let name: String
                let type: String
                let path: String?
                let dependencies: [[String: [Value?]]]
                let exclude: [String]?
                let sources: [String]?
                let settings: [Value?]?
            }
            struct Product: Decodable {
                let name: String
                let targets: [String]
            }
            let targets: [Target]
            let products: [Product]?
        }
        /// A string, or anything else a dependency's description holds.
        struct Value: Decodable {
            let text: String?
            init(from decoder: any Decoder) throws {
                text = try? decoder.singleValueContainer().decode(String.self)
            }
        }
        let decoded: Dump
        do {
            decoded = try JSONDecoder().decode(Dump.self, from: dump)
        } catch {
            throw ReadingError(
                description: "SwiftPM's description of the package is unreadable: \(error)"
            )
        }
        let lines = source.components(separatedBy: "\n")
        self.manifest = manifest
        if let object = try? JSONSerialization.jsonObject(with: dump) as? [String: Any],
            let dependencies = object["dependencies"],
            let canonical = try? JSONSerialization.data(
                withJSONObject: dependencies,
                options: [.sortedKeys]
            )
        {
            packageDependencies = String(decoding: canonical, as: UTF8.self)
        }
        products = (decoded.products ?? []).map { Product(name: $0.name, targets: $0.targets) }
        targets = decoded.targets.map { target in
            // `byName`, `target` and `product` each give the name first.
            let dependencies = target.dependencies.compactMap { dependency in
                dependency.values.first?.first??.text
            }
            let line =
                lines.firstIndex { $0.contains("\"\(target.name)\"") && $0.contains("name") }
                ?? lines.firstIndex { $0.contains("\"\(target.name)\"") }
            return Target(
                name: target.name,
                kind: target.type,
                dependencies: dependencies,
                line: line.map { $0 + 1 },
                path: target.path,
                exclude: target.exclude ?? [],
                sources: target.sources,
                settingCount: target.settings?.count ?? 0
            )
        }
    }
}
