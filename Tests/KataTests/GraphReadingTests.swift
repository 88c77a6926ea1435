import Foundation
import SourceFacts
import Testing

@testable import KataKit

/// Every version of a kata's code: Before, After, and each mutant and alternative laid over
/// After, as `kata verify` lays them.
private func versions(of kata: Kata) throws -> [(name: String, files: [String: URL])] {
    let after = kata.codeFiles(in: kata.afterDirectory)
    var versions = [
        ("Before", kata.codeFiles(in: kata.beforeDirectory)), ("After", after),
    ]
    for variant in try kata.mutants() + kata.alternatives() {
        let name = "\(variant.kind == .mutant ? "mutant" : "alternative") \(variant.name)"
        versions.append((name, after.merging(kata.codeFiles(in: variant.directory)) { $1 }))
    }
    return versions
}

/// The dependency graph of a version, its files written to a scratch folder first.
private func graph(of kata: Kata, files: [String: URL]) throws -> DependencyGraph {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("graph-reading-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, source) in files where path.hasSuffix(".swift") {
        let target = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try FileManager.default.copyItem(at: source, to: target)
    }
    return try kata.dependencyGraph(of: folder)
}

@Suite("kata graph: the reading tells what the picture draws, on every version of every kata")
struct GraphReadingTests {
    @Test(
        "no reading contradicts its picture: Before, After, every mutant and alternative",
        arguments: repositoryKatas
    )
    func readingAgreesWithPicture(kata: Kata) throws {
        for (name, files) in try versions(of: kata) {
            let graph = try graph(of: kata, files: files)
            let reading = graph.reading
            let policies = graph.nodes.filter { $0.role == .policy }.map(\.name)
            let context = "\(kata.folder), \(name): \(reading)"
            if let first = graph.flagged.first {
                #expect(!reading.hasPrefix("No arrow"), "\(context)")
                #expect(reading.hasPrefix("\(first.from) "), "\(context)")
                #expect(reading.contains(first.reach?.target ?? first.to), "\(context)")
            } else {
                #expect(reading.hasPrefix("No arrow goes from "), "\(context)")
                for arrow in graph.arrows where policies.contains(arrow.from) {
                    let kind = graph.nodes.first { $0.name == arrow.to }?.kind
                    #expect(
                        graph.nodes.first { $0.name == arrow.to }?.role != .detail,
                        "\(context): \(arrow.from) → \(arrow.to) is not flagged"
                    )
                    if kind == .volatile {
                        #expect([.stores, .takes].contains(arrow.kind), "\(context)")
                        #expect(reading.contains("\(arrow.to) is given to"), "\(context)")
                    }
                }
            }
        }
    }

    @Test(
        "what a policy reaches through other code, as the structure checks follow it, is flagged",
        arguments: repositoryKatas
    )
    func reachIsFlagged(kata: Kata) throws {
        let roles = try #require(kata.metadata.graph)
        for (name, files) in try versions(of: kata) {
            let graph = try graph(of: kata, files: files)
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("graph-reach-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            for (path, source) in files where path.hasSuffix(".swift") {
                let target = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(),
                    withIntermediateDirectories: true
                )
                try FileManager.default.copyItem(at: source, to: target)
            }
            let module = try SourceModule(
                name: kata.metadata.module,
                directory: kata.sourcesFolder(ofVersionIn: folder)
            )
            for policy in roles.policies {
                let reached = DependencyGraph.reaches(of: policy, in: module, roles: roles)
                #expect(
                    reached.isEmpty || graph.flagged.contains { $0.from == policy },
                    "\(kata.folder), \(name): \(policy) reaches \(reached.map(\.route)), unflagged"
                )
            }
        }
    }

    @Test("a factory built through a free function: the arrow to it is flagged, with the way")
    func freeFunctionDetour() throws {
        let kata = try #require(repositoryKatas.first { $0.folder == "05-game-of-life" })
        let variant = try #require(
            try kata.mutants().first { $0.name == "default-factory-through-a-free-function" }
        )
        let files = kata.codeFiles(in: kata.afterDirectory)
            .merging(kata.codeFiles(in: variant.directory)) { $1 }
        let graph = try graph(of: kata, files: files)
        let arrow = try #require(graph.flagged.first)
        #expect(arrow.from == "GameOfLifeViewController")
        #expect(arrow.to == "makeStandardButtons")
        #expect(
            graph.reading
                == "GameOfLifeViewController reaches the concrete ConcreteButtonControllerFactory() "
                + "through makeStandardButtons: "
                + "GameOfLifeViewController.init(board:buttonControllerFactory:) → "
                + "makeStandardButtons() → ConcreteButtonControllerFactory()."
        )
    }

    @Test("kata 09's API keeps the URL session it is given: the reading says so, and flags nothing")
    func givenVolatileIsNamed() throws {
        let kata = try #require(repositoryKatas.first { $0.folder == "09-composition-root" })
        let graph = try kata.dependencyGraph(of: kata.afterDirectory)
        #expect(graph.flagged.isEmpty)
        #expect(graph.reading.contains("URLSession is given to NewsAPI, as it should be."))
    }
}

@Suite("kata graph 06: the modules of a kata about modules")
struct ModuleGraphCommandTests {
    /// What `kata graph` prints for `arguments`, run in this process on the repository, with
    /// SwiftPM run for real to read the manifests.
    private func graph(_ arguments: String...) -> (KataKit.ExitStatus, String) {
        let console = ConsoleDouble()
        let status = KataCommand(
            arguments: ["graph"] + arguments,
            context: CommandContext(
                workingDirectory: repositoryRoot,
                console: console,
                processes: ProcessesDouble(running: ["swift"]),
                clock: ClockDouble(),
                fileSystem: LocalFileSystem(),
                input: InputDouble(),
                environment: ["NO_COLOR": "1", "KATA_PREWARM": "0"]
            )
        ).run()
        return (status, console.output)
    }

    @Test("--before: the module Payment depends on Authentication, and the arrow is flagged")
    func before() {
        let (status, output) = graph("06", "--before")
        #expect(status == .success)
        #expect(output.contains("│ module Payment │  policy"))
        #expect(
            output.contains(
                "  └─ depends ──▶ Authentication  (Package.swift)  ✘ breaks the rule"
            )
        )
        #expect(
            output.hasSuffix(
                "Payment depends on the detail module Authentication through `Package.swift`.\n"
            )
        )
    }

    @Test("--after: Payment and Authentication both depend on AuthenticationContract")
    func after() {
        let (status, output) = graph("06", "--after")
        #expect(status == .success)
        let blocks = output.components(separatedBy: "\n\n")
        let payment = blocks.first { $0.contains("│ module Payment │") } ?? ""
        let authentication = blocks.first { $0.contains("│ module Authentication │") } ?? ""
        #expect(payment.contains("depends ──▶ AuthenticationContract  (Package.swift)"))
        #expect(!payment.contains("──▶ Authentication "))
        #expect(authentication.contains("depends ──▶ AuthenticationContract  (Package.swift)"))
        #expect(output.contains("«contract» module AuthenticationContract"))
        #expect(!output.contains("✘"))
        #expect(
            output.hasSuffix(
                "No arrow goes from Payment to a detail module, directly or through another "
                    + "module.\n"
            )
        )
    }

    @Test("--types draws the types of kata 06 instead of its modules")
    func types() {
        let (_, output) = graph("06", "--after", "--types")
        #expect(output.contains("PaymentManager"))
        #expect(!output.contains("module Payment"))
    }

    @Test("a policy module that reaches the detail through another module is flagged")
    func throughAnotherModule() throws {
        let dump = """
            {"name": "P", "targets": [
              {"name": "Payment", "type": "regular", "dependencies": [{"byName": ["Bridge", null]}]},
              {"name": "Bridge", "type": "regular", "dependencies": [{"byName": ["Authentication", null]}]},
              {"name": "Authentication", "type": "regular", "dependencies": []}
            ]}
            """
        let package = try PackageGraph(
            dump: Data(dump.utf8),
            manifest: URL(fileURLWithPath: "/tmp/Package.swift"),
            source: ""
        )
        let graph = DependencyGraph(
            package: package,
            roles: .init(policies: ["Payment"], details: ["Authentication"])
        )
        #expect(graph.flagged.map(\.to) == ["Bridge"])
        #expect(
            graph.reading
                == "Payment depends on Bridge, which depends on a detail module (Authentication): "
                + "the policy reaches the detail through it."
        )
    }
}
