import Foundation
import SourceFacts

/// The texts the code under test writes itself: each piece of its string literals between
/// interpolations. Generated names draw on them too, so that a rule the code keys on a text of
/// its own (a name that ends in "[bot]", a title that starts with "VIP") meets an input that has
/// it, where a name drawn at random almost never would.
enum CodeWords {
    /// The words of each folder read so far: the tests of a checker run at once.
    private static let read = Locked<[String: [String]]>([:])

    /// The words of the Swift files under `Sources` of the package that holds the file at
    /// `checker`, read once per package; none when there is no such package.
    static func near(checker: String) -> [String] {
        guard let sources = sourcesFolder(near: checker) else { return [] }
        return read.value(for: sources.path) { words(under: sources) }
    }

    /// The pieces of every string literal of the Swift files under `folder`, each once, in the
    /// order they are written, at most 200 of at most 200 characters.
    static func words(under folder: URL) -> [String] {
        let paths =
            FileManager.default.enumerator(atPath: folder.path)?
            .compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
            .sorted() ?? []
        var seen = Set<String>()
        var words: [String] = []
        for path in paths {
            let file = folder.appendingPathComponent(path).path
            guard let source = try? SourceFile(contentsOf: file) else { continue }
            for token in source.tokens where token.kind == .string {
                for piece in token.text.components(separatedBy: "\\(…)")
                where !piece.isEmpty && piece.count <= 200 && seen.insert(piece).inserted {
                    words.append(piece)
                }
            }
        }
        return Array(words.prefix(200))
    }

    /// The `Sources` folder of the package that holds the file at `path`: an exercise, or the
    /// copy of one that `kata` checks. The repository's own package, whose sources are the
    /// toolkit and whose tests check it, has none to give.
    private static func sourcesFolder(near path: String) -> URL? {
        let files = FileManager.default
        guard let folder = SourceLocator.package(containing: path) else { return nil }
        let sources = folder.appendingPathComponent("Sources")
        let isRepository = files.fileExists(atPath: folder.appendingPathComponent("Katas").path)
        return files.fileExists(atPath: sources.path) && !isRepository ? sources : nil
    }
}
