/// Suggestions for a mistyped name, shared by the `Mock` library and the `kata` command.
package enum Spelling {
    /// The candidate closest to `written`, if it is close enough to be a typo: at most
    /// `max(2, written.count / 3)` edits away. `key` says what of each name to compare.
    package static func closest(
        to written: String,
        among candidates: [String],
        comparing key: (String) -> String = { $0 }
    ) -> String? {
        let target = key(written)
        var best: (name: String, distance: Int)?
        for candidate in Set(candidates).sorted() {
            let distance = editDistance(target, key(candidate))
            if distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, target.count / 3) else { return nil }
        return best.name
    }

    /// The number of single-character insertions, deletions and substitutions from `a` to `b`.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, characterOfA) in a.enumerated() {
            var current = [i + 1]
            for (j, characterOfB) in b.enumerated() {
                let substitution = previous[j] + (characterOfA == characterOfB ? 0 : 1)
                current.append(min(substitution, previous[j + 1] + 1, current[j] + 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
