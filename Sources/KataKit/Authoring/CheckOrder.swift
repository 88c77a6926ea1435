import Foundation
import SourceFacts

/// The order in which `kata verify` checks the versions of one kata, so that the checker is
/// compiled again as seldom as it can be.
///
/// The checker imports the learner's module. When two versions checked one after the other give
/// that module the same interface (most mutants change only what a function does), the compiler
/// keeps the checker it built; when the interface differs, it compiles the whole checker again,
/// the longest step of a check. So the versions whose declarations are the reference solution's
/// go first, and the others follow grouped by their declarations. The order changes how long a
/// verification takes, never what it finds: each version is checked alone, in a package that
/// holds nothing else.
enum CheckOrder {
    /// What the compiler's interface of `files` (code paths and their texts) depends on, roughly:
    /// every Swift token outside the bodies, initial values and accessors that declare nothing,
    /// and the whole text of any other file (a manifest, say). Comments and layout do not count.
    static func declarations(of files: [String: String]) -> String {
        files.sorted { $0.key < $1.key }.map { path, text in
            guard path.hasSuffix(".swift"), path != "Package.swift" else {
                return path + "\n" + text
            }
            let file = SourceFile(path: path, source: text)
            let spans = file.codeSpans.map { place($0.first)...place($0.last) }
                .sorted { $0.lowerBound < $1.lowerBound }
            var declared: [String] = []
            var next = spans.startIndex
            var open: [ClosedRange<Int>] = []
            for token in file.tokens {
                let here = place(token)
                while next < spans.endIndex, spans[next].lowerBound <= here {
                    open.append(spans[next])
                    next += 1
                }
                open.removeAll { $0.upperBound < here }
                if open.isEmpty { declared.append(token.text) }
            }
            return path + "\n" + declared.joined(separator: " ")
        }.joined(separator: "\n")
    }

    /// The indices of `items` in the order to check them: first those whose key is `first`, then
    /// the others grouped by key, each group where its first item stood, and items of one key in
    /// the order they were given.
    static func order<Item>(_ items: [Item], first: String, key: (Item) -> String) -> [Int] {
        let keys = items.map(key)
        var groups: [String: Int] = [first: -1]
        for (index, key) in keys.enumerated() where groups[key] == nil { groups[key] = index }
        return keys.indices.sorted {
            (groups[keys[$0], default: 0], $0) < (groups[keys[$1], default: 0], $1)
        }
    }

    /// A token's place in its file as one number that orders places as the file does.
    private static func place(_ token: Token) -> Int { token.line * 1_000_000 + token.column }
}
