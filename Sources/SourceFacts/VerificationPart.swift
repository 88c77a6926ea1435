/// One part of a verification (`kata verify --part 2/6`, `SourceFactsAgreement --part 2/6`):
/// the variants and generated mutants whose names fall in it, each kata's fixed points beside
/// them.
///
/// A version belongs to exactly one of the `count` parts, by a digest of its row's name, so the
/// parts cover every version once and a version stays in its part from run to run; a new
/// mutant lands in a part without moving the others. Every part still checks each kata's
/// Before code, its characterization tests, its reference solution and its own test: a part
/// is a sample of the wrong and valid versions, never of the fixed points.
package struct VerificationPart: Sendable, Equatable {
    /// Which part, from 1 to ``count``.
    package let index: Int
    /// How many parts the versions are cut into.
    package let count: Int

    /// At most this many parts.
    package static let most = 100

    /// Reads `2/6`; `nil` for text that is not a part, or a part out of range.
    package init?(_ text: String) {
        let numbers = text.split(separator: "/", omittingEmptySubsequences: false)
        guard numbers.count == 2, let index = Int(numbers[0]), let count = Int(numbers[1]),
            (1...Self.most).contains(count), (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether the version of the row `name` (`mutant strong-reference`, `generated …`) is in
    /// this part. The digest's upper half is read: its lower bits follow the last bytes too
    /// closely for names that differ only there.
    package func contains(_ name: String) -> Bool {
        Int((Digest(name).value >> 32) % UInt64(count)) == index - 1
    }

    /// `part 2 of 6`.
    package var description: String { "part \(index) of \(count)" }
}
