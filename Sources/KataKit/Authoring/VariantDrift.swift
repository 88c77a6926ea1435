import Foundation

/// Proves that a mutant or an alternative still differs from the reference solution only where
/// it says: every change is marked with a comment (`// Mutant: …` or `// Alternative: …`) among
/// the changed lines or in the comments just above them (above a declaration's documentation,
/// for example), and a file of its own carries the marker once.
///
/// A variant is a copy of an After file with one change. When After changes later, an unmarked
/// difference appears in the copy, and this check names it, so a variant never drifts silently.
enum VariantDrift {
    /// The marker a variant of `kind` must carry.
    static func marker(for kind: Variant.Kind) -> String {
        kind == .mutant ? "// Mutant:" : "// Alternative:"
    }

    /// The places where `variant`, whose code is `files`, differs from After's code, `after`,
    /// without saying so, as sentences.
    static func unmarkedChanges(
        in variant: Variant,
        files: [String: URL],
        after: [String: URL]
    ) throws -> [String] {
        let marker = marker(for: variant.kind)
        var problems: [String] = []
        for name in files.keys.sorted() where name.hasSuffix(".swift") {
            let mine = try lines(of: files[name]!)
            guard let original = after[name] else {
                if !mine.contains(where: { $0.contains(marker) }) {
                    problems.append("\(name) is new but has no `\(marker)` comment")
                }
                continue
            }
            for line in unmarkedLines(mine, against: try lines(of: original), marker: marker) {
                problems.append("\(name):\(line) differs from After without a `\(marker)` comment")
            }
        }
        return problems
    }

    /// The 1-based lines of `variant` that start a change from `original` with no marker on
    /// them, on the line above, or inside the same change.
    static func unmarkedLines(_ variant: [String], against original: [String], marker: String)
        -> [Int]
    {
        let common = longestCommonSubsequence(original, variant)
        var unmarked: [Int] = []
        var (o, v, c) = (0, 0, 0)
        while o < original.count || v < variant.count {
            if c < common.count, o == common[c].0, v == common[c].1 {
                o += 1
                v += 1
                c += 1
                continue
            }
            // A change: lines of After removed and lines of the variant added, up to the next
            // common line.
            let nextO = c < common.count ? common[c].0 : original.count
            let nextV = c < common.count ? common[c].1 : variant.count
            let added = variant[v..<nextV]
            let marked =
                added.contains { $0.contains(marker) }
                || commentsAbove(v, in: variant).contains { $0.contains(marker) }
            if !marked { unmarked.append(v + 1) }
            o = nextO
            v = nextV
        }
        return unmarked
    }

    /// The lines a marker for the change at `index` may stand on: up through the lines of the
    /// same statement (indented at least as deep), then the line that opens it, then the
    /// comments just above that line (a declaration's documentation, for example).
    private static func commentsAbove(_ index: Int, in lines: [String]) -> [String] {
        func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        func isComment(_ line: String) -> Bool {
            line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }
        guard index < lines.count || index > 0 else { return [] }
        let depth = index < lines.count ? indent(lines[index]) : 0
        var found: [String] = []
        var position = index - 1
        var opened = false
        while position >= 0 {
            let line = lines[position]
            if line.trimmingCharacters(in: .whitespaces).isEmpty { break }
            found.append(line)
            if !isComment(line) {
                if opened { break }
                if indent(line) < depth { opened = true }
            }
            position -= 1
        }
        return found
    }

    /// The pairs of indices of a longest common subsequence of two lists of lines.
    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> [(Int, Int)] {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] =
                    a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var (i, j) = (0, 0)
        while i < a.count && j < b.count {
            if a[i] == b[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }

    private static func lines(of file: URL) throws -> [String] {
        try String(contentsOf: file, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
