/// Finds the recorded method name a misspelt one was probably meant to be.
enum NameSuggestion {
    /// The name in `candidates` closest to `written`, if it is close enough to be a typo.
    ///
    /// Names compare without their argument labels and ignoring case, so `showFullname`
    /// suggests `showFullName(_:)`.
    static func closest(to written: String, among candidates: [String]) -> String? {
        let target = Array(MethodName.baseName(of: written).lowercased())
        var best: (name: String, distance: Int)?
        for candidate in Set(candidates).sorted() {
            let distance = editDistance(
                target,
                Array(MethodName.baseName(of: candidate).lowercased())
            )
            if distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, target.count / 3) else { return nil }
        return best.name
    }

    /// The number of single-character insertions, deletions and substitutions from `a` to `b`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
