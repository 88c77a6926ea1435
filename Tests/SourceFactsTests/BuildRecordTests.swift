import Foundation
import Testing

@testable import SourceFacts

@Suite("The build record: what SwiftPM compiled each module against")
struct BuildRecordTests {
    /// A build description as SwiftPM writes it, cut to two modules: Payment compiled against
    /// the contract and, although a manifest may say otherwise to `dump-package`, the detail.
    static let description = """
        client:
          name: basic
        commands:
          "C.Payment-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/p/Sources/Payment/PaymentManager.swift","/p/.build/x86_64-unknown-linux-gnu/debug/Modules/AuthenticationContract.swiftmodule","/p/.build/x86_64-unknown-linux-gnu/debug/Modules/Authentication.swiftmodule","/p/.build/x86_64-unknown-linux-gnu/debug/Payment.build/sources"]
            outputs: ["/p/.build/x86_64-unknown-linux-gnu/debug/Modules/Payment.swiftmodule"]
            description: "Compiling Swift Module 'Payment' (1 sources)"
            args: ["/usr/bin/swiftc","-module-name","Payment","-emit-dependencies","-emit-module","-c"]
          "C.AuthenticationContract-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/p/Sources/AuthenticationContract/Authenticating.swift"]
            outputs: ["/p/.build/x86_64-unknown-linux-gnu/debug/Modules/AuthenticationContract.swiftmodule"]
            args: ["/usr/bin/swiftc","-module-name","AuthenticationContract","-emit-module","-c"]
          "C.Payment-x86_64-unknown-linux-gnu-debug.exe":
            tool: shell
            inputs: ["/p/.build/x86_64-unknown-linux-gnu/debug/Modules/Other.swiftmodule"]
            args: ["/usr/bin/clang","-module-name","Linked"]

        """

    func products(writing description: String?) throws -> URL {
        let build = FileManager.default.temporaryDirectory
            .appendingPathComponent("build-record-\(UUID().uuidString)")
        let products = build.appendingPathComponent("x86_64-unknown-linux-gnu/debug")
        try FileManager.default.createDirectory(at: products, withIntermediateDirectories: true)
        if let description {
            try description.write(
                to: build.appendingPathComponent("debug.yaml"),
                atomically: true,
                encoding: .utf8
            )
        }
        return products
    }

    @Test("each module's dependencies are the module files its compile command takes")
    func dependenciesFromTheRecord() throws {
        let built = try #require(
            CompilerInvocation.builtDependencies(products: products(writing: Self.description))
        )
        #expect(built["Payment"] == ["AuthenticationContract", "Authentication"])
        #expect(built["AuthenticationContract"] == [])
        #expect(built["Linked"] == nil)
    }

    @Test("no record, no dependencies read: the manifest's are used")
    func noRecord() throws {
        #expect(CompilerInvocation.builtDependencies(products: try products(writing: nil)) == nil)
    }

    @Test(
        "the build's dependencies join what the manifest told dump-package, a dependency for some platforms only included"
    )
    func builtJoinsDumped() throws {
        let dump = """
            {"targets": [
              {"name": "Payment", "type": "regular",
               "dependencies": [{"byName": ["AuthenticationContract", null]}]},
              {"name": "PaymentApp", "type": "regular",
               "dependencies": [{"byName": ["Payment", null]},
                 {"target": ["Authentication", {"platformNames": ["macos", "ios"]}]}]}
            ]}
            """
        let graph = try PackageGraph(
            dump: Data(dump.utf8),
            manifest: URL(fileURLWithPath: "/p/Package.swift"),
            source: ""
        )
        #expect(graph.target("Payment")?.dependencies == ["AuthenticationContract"])
        let built = graph.built(as: ["Payment": ["AuthenticationContract", "Authentication"]])
        #expect(
            built.target("Payment")?.dependencies == ["AuthenticationContract", "Authentication"]
        )
        // Built on Linux, PaymentApp took Payment alone; on Apple platforms it takes
        // Authentication too, and depends on it either way.
        let onLinux = graph.built(as: ["PaymentApp": ["Payment"]])
        #expect(onLinux.target("PaymentApp")?.dependencies == ["Payment", "Authentication"])
    }
}
