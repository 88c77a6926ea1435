import Foundation
import Testing

@testable import KataKit

/// Kata 06's exercise, copied to a folder of its own with its manifest edited by `edit`: the
/// learner owns that manifest, so it is where a checker can be pointed elsewhere.
private func kata06(editing edit: (String) -> String) throws -> (Kata, URL) {
    let real = try Repository(root: repositoryRoot).kata(named: "06")
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("integrity-\(UUID().uuidString)")
    let exercise = root.appendingPathComponent("Exercises/\(real.folder)")
    try FileManager.default.createDirectory(at: exercise, withIntermediateDirectories: true)
    for item in ["Package.swift", "Sources", "Tests"] {
        try FileManager.default.copyItem(
            at: real.exerciseDirectory.appendingPathComponent(item),
            to: exercise.appendingPathComponent(item)
        )
    }
    let manifest = exercise.appendingPathComponent("Package.swift")
    try edit(String(contentsOf: manifest, encoding: .utf8))
        .write(to: manifest, atomically: true, encoding: .utf8)
    return (Kata(folder: real.folder, metadata: real.metadata, root: root), root)
}

@Suite("A checker is the shipped one: its files, and the test targets that run them")
struct CheckerIntegrityTests {
    @Test("kata 06 as shipped: nothing differs")
    func shipped() throws {
        let (kata, root) = try kata06 { $0 }
        defer { try? FileManager.default.removeItem(at: root) }
        let processes = ProcessesDouble(running: ["swift"])
        #expect(CheckerIntegrity(kata: kata, processes: processes).problems() == [])
        // SwiftPM reads the manifest as every program runs: through the processes given.
        #expect(processes.commands.map { $0.last } == ["dump-package"])
    }

    @Test("a checker target pointed at a folder of one passing test is named")
    func checkerPointedElsewhere() throws {
        let (kata, root) = try kata06 { manifest in
            // `path:` comes after the dependencies, where SwiftPM accepts it.
            manifest.replacingOccurrences(
                of: "            ]\n        ),\n\n        // Behaviour",
                with:
                    "            ],\n            path: \"Tests/Easy\"\n        ),\n\n        // Behaviour"
            )
        }
        defer { try? FileManager.default.removeItem(at: root) }
        let easy = kata.exerciseDirectory.appendingPathComponent("Tests/Easy")
        try FileManager.default.createDirectory(at: easy, withIntermediateDirectories: true)
        try "import Testing\n@Test func fine() {}\n"
            .write(to: easy.appendingPathComponent("Fine.swift"), atomically: true, encoding: .utf8)
        // The new test file under Tests/ changes the checker's files too: both are named.
        #expect(
            CheckerIntegrity(kata: kata, processes: ProcessesDouble(running: ["swift"])).problems()
                == [
                    "the checker's files changed",
                    "the test target PaymentChecks reads Tests/Easy, not Tests/PaymentChecks",
                ]
        )
    }

    @Test("a checker target that leaves some of its files out, or picks them, is named")
    func checkerFilesLeftOut() throws {
        let (kata, root) = try kata06 { manifest in
            manifest.replacingOccurrences(
                of: "            ]\n        ),\n\n        // Behaviour",
                with:
                    "            ],\n            exclude: [\"ModuleGraphChecks.swift\"]\n        ),\n\n"
                    + "        // Behaviour"
            )
        }
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(
            CheckerIntegrity(kata: kata, processes: ProcessesDouble(running: ["swift"])).problems()
                == ["the test target PaymentChecks leaves out ModuleGraphChecks.swift"]
        )
    }

    @Test("a manifest with the checker's target taken away is named")
    func checkerTargetRemoved() throws {
        let (kata, root) = try kata06 { manifest in
            manifest.replacingOccurrences(of: "name: \"PaymentChecks\"", with: "name: \"Other\"")
        }
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(
            CheckerIntegrity(kata: kata, processes: ProcessesDouble(running: ["swift"])).problems()
                == ["Package.swift has no test target PaymentChecks"]
        )
    }
}
