import Foundation

/// Which checker test rejected each mutant of a kata the last time `kata verify` ran it, kept in
/// `Katas/<kata>/rejections.json` so that the next verification asks that test first.
///
/// Most of a mutant's check is spent running the tests that pass on it before the one that
/// rejects it. Asking the test that rejected it before, alone, settles most mutants in a
/// fraction of that time. The record only chooses what runs first, never what is found: a
/// mutant that the test it names lets through (the checker changed, or the mutant did) is
/// checked whole, as if nothing were recorded, and the record says what rejected it then.
struct Rejections: Sendable {
    /// The record's file.
    let file: URL
    /// The checker test that rejected each mutant, by the name of its row (`mutant wrong-name`,
    /// `generated build-detail …`), by its identifier without its source location.
    private var tests: [String: String]
    /// The record as it was read, to write it only when it changed.
    private let read: [String: String]

    /// The record of `kata`, or an empty one when it has none or it does not read.
    init(of kata: Kata) {
        file = kata.lessonDirectory.appendingPathComponent("rejections.json")
        let data = try? Data(contentsOf: file)
        read = data.flatMap { try? JSONDecoder().decode([String: String].self, from: $0) } ?? [:]
        tests = read
    }

    /// The test that rejected `variant` the last time, if one is recorded.
    func test(rejecting variant: String) -> String? { tests[variant] }

    /// Records that `test` rejected `variant`; `nil` forgets what rejected it (it did not
    /// compile, say, which no test decides).
    mutating func record(_ test: String?, rejecting variant: String) {
        tests[variant] = test
    }

    /// Writes the record, keeping only the `variants` that are still there, if it changed; an
    /// empty record is no file.
    func save(keeping variants: Set<String>) throws {
        let kept = tests.filter { variants.contains($0.key) }
        guard kept != read else { return }
        guard !kept.isEmpty else {
            try? FileManager.default.removeItem(at: file)
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(kept)
        data.append(contentsOf: "\n".utf8)
        try data.write(to: file, options: .atomic)
    }
}
