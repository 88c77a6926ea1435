import Foundation
import SourceFacts
import Testing

@testable import StructureChecks

@Suite("A limit worked out of small numbers is read as the number it makes")
struct WrittenArithmeticTests {
    @Test(
        "the chain from its first number is worked out with Swift's precedence",
        arguments: [
            ("        if presented > 40 * 25, let view = profileView {", "40", 1000),
            ("        for row in 0..<min(board.rows, 16 * 10) {", "16", 160),
            ("        guard amount >= 1 << 62 || ok else { return nil }", "1", 1 << 62),
            ("        let cut = prefix(50 * 50 * 10))", "50", 25_000),
            ("        let cut = prefix((2 + 3) * 40)", "2", 200),
            ("        let cut = 2 + 3 * 40", "2", 122),
            ("        let cut = 0x10 * 0x10", "0x10", 256),
            ("        let huge = 10_000_000 * 10_000_000 * 10_000_000", "10_000_000", Int.max),
            ("        var longest: Int { \"…\".count << 16 }", "16", 65_536),
            ("        let limit = size<<1_0", "1_0", 1_024),
        ]
    )
    func worked(line: String, number: String, value: Int) throws {
        #expect(try Self.value(of: line, at: number) == value)
    }

    @Test(
        "a number alone, one that is not the chain's first, or a chain with a name is left alone",
        arguments: [
            ("        if presented > 1000 {", "1000"),
            ("        if presented > 40 * 25 {", "25"),
            ("        let limit = count * 25", "25"),
            ("        let limit = 25 * count", "25"),
            ("        for index in 0..<10 {", "10"),
            ("        let part = names[3...]", "3"),
            ("        let half = 25 * items.count", "25"),
            ("        let mask = 1 << 16", "16"),
            ("        let half = size >> 16", "16"),
        ]
    )
    func alone(line: String, number: String) throws {
        #expect(try Self.value(of: line, at: number) == nil)
    }

    /// The value read at the first place `number` is written in `line`, kept in a file.
    static func value(of line: String, at number: String) throws -> Int? {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("arithmetic-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try "// first line\n\(line)\n".write(to: file, atomically: true, encoding: .utf8)
        // The compiler counts columns in bytes of UTF-8, as `"…"` shows.
        let start = try #require(line.range(of: number)).lowerBound
        let column = line.utf8.distance(from: line.startIndex, to: start) + 1
        return WrittenArithmetic.value(
            at: CompiledLocation(file: file.path, line: 2, column: column)
        )
    }
}
