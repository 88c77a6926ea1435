import Foundation
import SourceFacts
import Testing

@testable import KataKit

@Suite("Generated mutants: operators applied at a kata's seams and in its policies")
struct GeneratedMutantTests {
    func kata(_ number: String) throws -> Kata {
        try #require(repositoryKatas.first { $0.number == number })
    }

    @Test("kata 05 gets every seam operator at its factory's seam, and its policy's once each")
    func gameOfLife() throws {
        let mutants = try MutantGenerator(kata: kata("05")).mutants()
        let operators = Dictionary(grouping: mutants, by: \.mutationOperator).mapValues(\.count)
        // The board is stable, so it is no seam; and with a parameter that names no detail, no
        // second initializer can pass them all.
        #expect(
            operators == [
                "build-detail": 1, "detail-through-function": 1, "detail-through-static": 1,
                "detail-through-nested-enum": 1, "widen-to-any": 1, "detail-as-default": 1,
                "delete-statement": 1, "duplicate-call": 1, "swap-arguments": 1,
            ]
        )
        #expect(Set(mutants.map(\.name)).count == mutants.count, "every name is its own")
    }

    @Test("every generated mutant of every kata changes the reference solution")
    func everyMutantChangesSomething() throws {
        for kata in repositoryKatas {
            let after = kata.codeFiles(in: kata.afterDirectory)
            for mutant in try MutantGenerator(kata: kata).mutants() {
                let changed = mutant.files.contains { path, text in
                    after[path].flatMap { try? String(contentsOf: $0, encoding: .utf8) } != text
                }
                #expect(changed, "\(kata.folder): \(mutant.name) changes nothing")
            }
        }
    }

    @Test("a detour builds the detail in a file of its own, with the policy's imports and actor")
    func detourFile() throws {
        let mutants = try MutantGenerator(kata: kata("09")).mutants()
        let detour = try #require(
            mutants.first { $0.name.hasPrefix("detail-through-function HeadlinesScreen") }
        )
        let file = try #require(detour.files["GeneratedDetour.swift"])
        #expect(file.contains("@MainActor\nfunc generatedLoader() -> any HeadlinesLoading"))
        #expect(file.contains("import FoundationNetworking"))
    }

    @Test("a swap exchanges the two arguments' code, and nothing else")
    func swap() throws {
        let mutant = try #require(
            try MutantGenerator(kata: kata("05")).mutants().first {
                $0.mutationOperator == "swap-arguments"
            }
        )
        let text = try #require(mutant.files["GameOfLifeViewController.swift"])
        #expect(
            text.contains(
                "x: Double(row) * Self.side + Self.side / 2,\n"
                    + "                    y: Double(column) * Self.side + Self.side / 2"
            )
        )
    }
}

@Suite("Source edits: statements found in a body, and changes placed by their tokens")
struct SourceEditTests {
    let source = """
        func load() {
            do {
                items = try fetch()
                error = nil
            } catch {
                error = failure
            }
            onChange?()
        }
        """

    func body() throws -> [Token] {
        try #require(SourceFile(path: "", source: source).functions.first?.body)
    }

    @Test("statements at the top of a body, and in its blocks too")
    func statements() throws {
        let top = Statement.all(in: try body()).map { $0.text(in: source) }
        #expect(top.count == 2)
        #expect(top.last == "onChange?()")
        let all = Statement.all(in: try body(), nested: true).map { $0.text(in: source) }
        #expect(all.contains("items = try fetch()"))
        #expect(all.contains("error = nil"))
    }

    @Test("a reset to nil is a state reset; removing it removes its line")
    func reset() throws {
        let reset = try #require(
            Statement.all(in: try body(), nested: true).first(where: \.isStateReset)
        )
        let edited = SourceEdit.apply([SourceEdit(removing: reset)], to: source)
        #expect(!edited.contains("error = nil"))
        #expect(edited.components(separatedBy: "\n").count == 8)
    }
}
