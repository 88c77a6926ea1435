import Foundation
import SourceFacts
import Testing

@Suite("A file's status, read as FileManager reads it, without its owner's name")
struct FileStatusTests {
    @Test("a file, a folder, a link and nothing: each its kind, size and date")
    func kinds() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Greeting.swift")
        try Data("let greeting = 1\n".utf8).write(to: file)
        let date = Date(timeIntervalSince1970: 1_800_000_000.25)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file.path)
        let link = folder.appendingPathComponent("Link.swift")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)

        let status = try #require(FileStatus(path: file.path))
        #expect(status.kind == .regular)
        #expect(status.size == 17)
        #expect(abs(status.modified.timeIntervalSince(date)) < 0.001)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(status.modified == attributes[.modificationDate] as? Date)
        #expect(FileStatus(path: folder.path)?.kind == .directory)
        #expect(FileStatus(path: link.path)?.kind == .symbolicLink)
        #expect(FileStatus(path: folder.appendingPathComponent("Missing.swift").path) == nil)
    }
}
