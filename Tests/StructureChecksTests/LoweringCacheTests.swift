import Foundation
import Testing

@testable import StructureChecks

@Suite("Structure checks: the SIL an earlier test process lowered, read again")
struct LoweringCacheTests {
    /// A folder of its own for one test, with one source file in it.
    private static func folder() throws -> (folder: URL, file: URL) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("lowering-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Greeter.swift")
        try Data("struct Greeter {}\n".utf8).write(to: file)
        return (folder, file)
    }

    private static func key(_ file: URL, output: String = "/tmp/a/Sample-raw.sil") -> String? {
        LoweringCache.key(
            compiler: "/usr/bin/env",
            arguments: ["-emit-silgen", "-o", output, file.path],
            output: URL(fileURLWithPath: output),
            files: [file],
            dependencies: []
        )
    }

    @Test("the same inputs read the SIL kept; another scratch folder for the output is the same")
    func sameInputs() throws {
        let (folder, file) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = try #require(Self.key(file))
        #expect(LoweringCache.sil(for: key, in: folder) == nil)
        LoweringCache.keep("sil_stage raw", for: key, in: folder)
        #expect(LoweringCache.sil(for: key, in: folder) == "sil_stage raw")
        let elsewhere = try #require(Self.key(file, output: "/tmp/b/Sample-raw.sil"))
        #expect(LoweringCache.sil(for: elsewhere, in: folder) == "sil_stage raw")
    }

    @Test("a file's text changed, or a module it was compiled against rebuilt, is another key")
    func changedInputs() throws {
        let (folder, file) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try #require(Self.key(file))
        try Data("struct Greeter { var name = \"\" }\n".utf8).write(to: file)
        #expect(try #require(Self.key(file)) != before)
        let module = folder.appendingPathComponent("Contract.swiftmodule")
        try Data("one".utf8).write(to: module)
        func keyWith(_ module: URL) -> String? {
            LoweringCache.key(
                compiler: "/usr/bin/env",
                arguments: [file.path],
                output: URL(fileURLWithPath: "/tmp/out.sil"),
                files: [file],
                dependencies: [module]
            )
        }
        let first = keyWith(module)
        try Data("other".utf8).write(to: module)
        #expect(keyWith(module) != first)
        #expect(
            LoweringCache.key(
                compiler: nil,
                arguments: [],
                output: file,
                files: [file],
                dependencies: []
            ) == nil
        )
    }

    @Test("an entry whose kept key is not the whole key asked is not read")
    func wholeKeyCompared() throws {
        let (folder, file) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = try #require(Self.key(file))
        LoweringCache.keep("sil_stage raw", for: key, in: folder)
        let kept = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).first {
                $0.hasSuffix(".key")
            }
        )
        try Data("another key".utf8).write(to: folder.appendingPathComponent(kept))
        #expect(LoweringCache.sil(for: key, in: folder) == nil)
    }

    @Test("only the newest entries are kept")
    func capacity() throws {
        let (folder, file) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<(LoweringCache.capacity + 3) {
            let key = try #require(Self.key(file, output: "/tmp/\(index).sil")) + "\(index)"
            LoweringCache.keep("sil \(index)", for: key, in: folder)
        }
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(kept.filter { $0.hasSuffix(".key") }.count == LoweringCache.capacity)
        #expect(kept.filter { $0.hasSuffix(".sil") }.count == LoweringCache.capacity)
    }
}
