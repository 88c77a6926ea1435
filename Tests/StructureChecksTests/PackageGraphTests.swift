import Foundation
import SourceFacts
import Testing

@testable import StructureChecks

@Suite("Package graphs: targets and their dependencies, as SwiftPM reads the manifest")
struct PackageGraphTests {
    /// A manifest whose dependency lists are constants: only SwiftPM's evaluator reads it right.
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let contractOnly: [Target.Dependency] = ["AuthenticationContract"]

        let package = Package(
            name: "Sample",
            targets: [
                .target(name: "AuthenticationContract"),
                .target(name: "Payment", dependencies: contractOnly),
                .target(name: "Authentication", dependencies: [.target(name: "AuthenticationContract")]),
                .testTarget(name: "PaymentChecks", dependencies: ["Payment"]),
            ]
        )
        """

    /// The package graph SwiftPM reads from a manifest whose text is `text`, in a folder of
    /// its own.
    private func graph(ofManifest text: String) throws -> PackageGraph {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("package-graph-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("Package.swift")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        return try Toolchain.packageGraph(of: manifest)
    }

    @Test("targets with dependencies in a constant, by name and by .target")
    func targets() throws {
        let graph = try graph(ofManifest: Self.manifest)

        #expect(
            graph.targets.map(\.name) == [
                "AuthenticationContract", "Payment", "Authentication", "PaymentChecks",
            ]
        )
        #expect(graph.target("AuthenticationContract")?.dependencies == [])
        #expect(graph.target("Payment")?.dependencies == ["AuthenticationContract"])
        #expect(graph.target("Authentication")?.dependencies == ["AuthenticationContract"])
        #expect(graph.target("PaymentChecks")?.isTest == true)
        #expect(graph.target("Payment")?.line == 10)
    }

    @Test("a manifest SwiftPM cannot evaluate is an error that says why, not an empty graph")
    func unreadable() throws {
        #expect(throws: PackageGraph.ReadingError.self) {
            try graph(
                ofManifest: "// swift-tools-version:6.0\nimport PackageDescription\n"
                    + "let package = Package(\n"
            )
        }
    }
}
