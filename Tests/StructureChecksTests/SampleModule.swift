import Foundation
import SourceFacts

@testable import StructureChecks

/// The folder of every scratch package this test run writes, removed when the run ends (a
/// ``LearnerCode`` reads its files after the test that made it has returned).
private let samplesFolder = FileManager.default.temporaryDirectory
    .appendingPathComponent("structure-checks-\(ProcessInfo.processInfo.processIdentifier)")

private let samplesFolderRemovedAtExit: Void = {
    atexit { try? FileManager.default.removeItem(at: samplesFolder) }
}()

/// Writes a module named `Sample` made of `files` (name and text) in a scratch package:
/// `<package>/Sources/Sample/<file>`.
func writeSampleModule(_ files: [String: String]) throws -> (package: URL, sources: URL) {
    samplesFolderRemovedAtExit
    let package = samplesFolder.appendingPathComponent(UUID().uuidString)
    let sources = package.appendingPathComponent("Sources/Sample")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    for (name, text) in files {
        try text.write(to: sources.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return (package, sources)
}

/// What the compiler reads of the module `Sample` made of `files`; its package is gone after.
func sampleReach(of files: [String: String]) throws -> CompiledReach {
    let written = try writeSampleModule(files)
    defer { try? FileManager.default.removeItem(at: written.package) }
    return try CompilerView.reach(of: "Sample", sourcesFolder: written.sources).get().reach
}

/// Texts collected under a lock.
final class Texts: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    func append(_ text: String) { lock.withLock { texts.append(text) } }
    var all: [String] { lock.withLock { texts } }
}
