import Foundation
import SourceFacts
import Testing

@testable import StructureChecks

@Suite("The standard names the checkers guard are the toolchain's")
struct StandardNamesTests {
    // The list is Linux's: on macOS, Foundation declares many more types of its own.
    #if os(Linux)
        @Test(
            "the list holds every top-level type, protocol and alias of the standard modules, and nothing else",
            .enabled(
                if: targetInfo() != nil,
                "the toolchain cannot say which platform it builds for"
            )
        )
        func listIsTheToolchains() throws {
            let target = try #require(targetInfo())
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("standard-names-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            var names = Set<String>()
            for module in StandardNames.described {
                let run = try Toolchain.run(
                    "swift-symbolgraph-extract",
                    [
                        "-module-name", module, "-target", target.triple, "-output-dir",
                        folder.path,
                        "-minimum-access-level", "public",
                    ],
                    input: nil
                )
                try #require(run.status == 0, "swift-symbolgraph-extract \(module): \(run.output)")
                let graph = folder.appendingPathComponent("\(module).symbols.json")
                names.formUnion(try topLevelTypeNames(in: graph))
            }
            for module in StandardNames.interfaced {
                let interface = target.resources.appendingPathComponent(
                    "linux/\(module).swiftmodule/\(target.triple).swiftinterface"
                )
                names.formUnion(
                    try topLevelTypeNames(in: String(contentsOf: interface, encoding: .utf8))
                )
            }
            let missing = names.subtracting(StandardNames.all).sorted()
            let extra = StandardNames.all.subtracting(names).sorted()
            #expect(
                missing.isEmpty && extra.isEmpty,
                """
                StandardNames.all differs from the toolchain's symbol graphs: add \(missing), \
                remove \(extra).
                """
            )
        }
    #endif

    @Test("a type named after a standard one is found only when the checker writes that name")
    func onlyNamesTheCheckerUses() async throws {
        // The second name is built here, so that no file of this folder (the checker's, for
        // the expectation) writes it.
        let unwritten = "Byte" + "CountFormatter"
        // Two names this folder writes in code, as a checker would.
        let written: [Any.Type] = [(any CustomStringConvertible).self, Date.self]
        #expect(written.count == 2)
        #expect(StandardNames.all.contains(unwritten))
        let code = try sampleModule([
            "Names.swift": """
            public protocol CustomStringConvertible { var description: String { get } }
            public struct \(unwritten) {}
            public typealias Date = Double
            public struct Cell { public struct Data {} }
            """
        ])
        let recorded = Locked<[String]>([])
        withKnownIssue {
            code.expectNoStandardNameTaken()
        } matching: { issue in
            recorded.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        let found = recorded.withLock { $0 }
        #expect(found.count == 2)
        let text = found.joined()
        #expect(text.contains("Names.swift:1: `CustomStringConvertible` is the name of a type"))
        #expect(text.contains("Names.swift:3: `Date` is the name of a type"))
        #expect(!text.contains(unwritten))
        #expect(!text.contains("`Data`"))
    }
}

#if os(Linux)
    /// The platform the toolchain builds for, and the folder of its modules, as
    /// `swiftc -print-target-info` says them.
    private func targetInfo() -> (triple: String, resources: URL)? {
        guard let run = try? Toolchain.run("swiftc", ["-print-target-info"], input: nil),
            run.status == 0,
            let start = run.output.firstIndex(of: "{"),
            let info = try? JSONSerialization.jsonObject(
                with: Data(run.output[start...].utf8)
            ) as? [String: Any],
            let target = info["target"] as? [String: Any],
            let triple = target["unversionedTriple"] as? String ?? target["triple"] as? String,
            let paths = info["paths"] as? [String: Any],
            let resources = paths["runtimeResourcePath"] as? String
        else { return nil }
        return (triple, URL(fileURLWithPath: resources))
    }

    /// The names of the types, protocols and type aliases a module interface declares public at
    /// its top level (not indented), but those that start with an underscore.
    private func topLevelTypeNames(in interface: String) throws -> Set<String> {
        let declaration = try NSRegularExpression(
            pattern:
                #"^((?:@[\w.]+(?:\([^)\n]*\))?\s+|(?:public|open|final|indirect|nonisolated)\s+)*)"#
                + #"(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)"#,
            options: .anchorsMatchLines
        )
        let text = interface as NSString
        var names = Set<String>()
        for match in declaration.matches(
            in: interface,
            range: NSRange(location: 0, length: text.length)
        ) {
            let modifiers = text.substring(with: match.range(at: 1))
            let name = text.substring(with: match.range(at: 2))
            guard modifiers.contains("public") || modifiers.contains("open"), !name.hasPrefix("_")
            else { continue }
            names.insert(name)
        }
        return names
    }

    /// The names of the types, protocols and type aliases a symbol graph declares at the top level,
    /// but those that start with an underscore.
    private func topLevelTypeNames(in graph: URL) throws -> Set<String> {
        let kinds: Set<String> = [
            "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias",
            "swift.actor",
        ]
        let data = try Data(contentsOf: graph)
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let symbols = root?["symbols"] as? [[String: Any]] ?? []
        var names = Set<String>()
        for symbol in symbols {
            guard let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String,
                kinds.contains(kind),
                let path = symbol["pathComponents"] as? [String], path.count == 1,
                !path[0].hasPrefix("_")
            else { continue }
            names.insert(path[0])
        }
        return names
    }
#endif
