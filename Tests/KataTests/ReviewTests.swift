import Foundation
import SourceFacts
import Testing

@testable import KataKit

/// The code of one version of `kata`: `After`, or an alternative or mutant laid over it.
private func module(of kata: Kata, version: String) throws -> (SourceModule, URL) {
    var files = kata.codeFiles(in: kata.afterDirectory)
    if version != "After" {
        let variant = try #require(
            try (kata.alternatives() + kata.mutants()).first { $0.name == version },
            "\(kata.folder): no alternative or mutant \(version)"
        )
        files.merge(kata.codeFiles(in: variant.directory)) { $1 }
    }
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("review-\(UUID().uuidString)")
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
    return (module, folder)
}

@Suite("The second look: notes prompted by facts of the learner's code")
struct ReviewTests {
    @Test("every kata has at least three notes, each for a fact or a piece of code")
    func threeNotesAKata() {
        for kata in repositoryKatas {
            let notes = kata.metadata.review ?? []
            #expect(notes.count >= 3, "\(kata.folder) has \(notes.count) notes")
            for note in notes {
                #expect((note.fact == nil) != (note.when == nil), "\(kata.folder): \(note.note)")
            }
        }
    }

    @Test(
        "each note shows on the version that makes the choice, and not on one that does not",
        arguments: repositoryKatas
    )
    func examplesAndCounterexamples(kata: Kata) throws {
        let review = Review(kata: kata)
        for note in kata.metadata.review ?? [] {
            let example = try #require(note.example, "\(kata.folder): a note with no example")
            let counterexample = try #require(
                note.counterexample,
                "\(kata.folder): a note with no counterexample"
            )
            let (exampleCode, exampleFolder) = try module(of: kata, version: example)
            defer { try? FileManager.default.removeItem(at: exampleFolder) }
            let shown = review.remarks(in: exampleCode, relativeTo: exampleFolder).map(\.note)
            #expect(
                shown.contains(note.note),
                "\(kata.folder): not shown on \(example): \(note.note.prefix(60))…"
            )
            let (counter, counterFolder) = try module(of: kata, version: counterexample)
            defer { try? FileManager.default.removeItem(at: counterFolder) }
            let wrong = review.remarks(in: counter, relativeTo: counterFolder).map(\.note)
            #expect(
                !wrong.contains(note.note),
                "\(kata.folder): shown on \(counterexample): \(note.note.prefix(60))…"
            )
        }
    }

    @Test("each note's example passes the checker: it is the After or one of its alternatives")
    func examplesAreAccepted() throws {
        for kata in repositoryKatas {
            let alternatives = Set(try kata.alternatives().map(\.name) + ["After"])
            for note in kata.metadata.review ?? [] {
                #expect(
                    alternatives.contains(note.example ?? ""),
                    "\(kata.folder): \(note.example ?? "no example")"
                )
                #expect(
                    alternatives.contains(note.counterexample ?? ""),
                    "\(kata.folder): \(note.counterexample ?? "no counterexample")"
                )
            }
        }
    }

    @Test("a note's place is the file and line that prompted it, relative to the exercise")
    func placeOfANote() throws {
        let kata = try #require(repositoryKatas.first { $0.folder == "09-composition-root" })
        let (code, folder) = try module(of: kata, version: "lazy-app")
        defer { try? FileManager.default.removeItem(at: folder) }
        let remark = try #require(
            Review(kata: kata).remarks(in: code, relativeTo: folder).first {
                $0.note.hasPrefix("A lazy property gives the one-per-root scope")
            }
        )
        let source = try String(
            contentsOf: folder.appendingPathComponent("CompositionRoot.swift"),
            encoding: .utf8
        )
        let line = try #require(Int(remark.place.split(separator: ":").last ?? ""))
        #expect(remark.place.hasPrefix("CompositionRoot.swift:"))
        #expect(
            source.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
                .contains("lazy var")
        )
    }
}
