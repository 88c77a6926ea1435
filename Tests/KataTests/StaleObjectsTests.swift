import Foundation
import Testing

@testable import KataKit

@Suite("A build never keeps the object of a source changed in the moment after it")
struct StaleObjectsTests {
    @Test("the object of a source changed in the moment after it is removed; the others are kept")
    func removesOnlyStaleObjects() throws {
        let build = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-stale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: build) }
        let module = build.appendingPathComponent("x86_64-unknown-linux-gnu/debug/Greeting.build")
        let sources = build.appendingPathComponent("Sources/Greeting")
        for folder in [module, sources] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let now = Date()
        func file(_ url: URL, dated date: Date) throws {
            try Data("x".utf8).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
        }
        var map: [String: [String: String]] = ["": ["swift-dependencies": "master.swiftdeps"]]
        let cases: [(name: String, source: TimeInterval, object: TimeInterval)] = [
            ("Changed", 0, -0.5), ("SameMoment", -3, -3), ("Untouched", -10, -2),
            // Changed well after its build: the driver sees that by itself.
            ("ChangedLater", 0, -30),
        ]
        for entry in cases {
            let source = sources.appendingPathComponent("\(entry.name).swift")
            let object = module.appendingPathComponent("\(entry.name).swift.o")
            try file(source, dated: now.addingTimeInterval(entry.source))
            try file(object, dated: now.addingTimeInterval(entry.object))
            map[source.path] = ["object": object.path]
        }
        // A source whose object was never built is left to the build.
        map[sources.appendingPathComponent("New.swift").path] = [
            "object": module.appendingPathComponent("New.swift.o").path
        ]
        try JSONSerialization.data(withJSONObject: map)
            .write(to: module.appendingPathComponent("output-file-map.json"))

        let removed = StaleObjects.remove(in: build)

        #expect(
            removed.map { URL(fileURLWithPath: $0).lastPathComponent } == [
                "Changed.swift", "SameMoment.swift",
            ]
        )
        let kept = (try FileManager.default.contentsOfDirectory(atPath: module.path)).sorted()
        #expect(kept == ["ChangedLater.swift.o", "Untouched.swift.o", "output-file-map.json"])
    }

    @Test("a folder that holds no build, or no folder at all, is left alone")
    func noBuild() {
        let missing = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-no-build-\(UUID().uuidString)")
        #expect(StaleObjects.remove(in: missing).isEmpty)
    }
}
