/// The table `kata verify` prints, one row per kata and variant.
struct VerificationTable: Sendable {
    let style: TextStyle
    /// The kata column's width: the longest folder name (24 characters) and a space.
    private let kataWidth = 26

    var header: String {
        "kata".padding(toLength: kataWidth, withPad: " ", startingAt: 0)
            + "variant".padding(toLength: 50, withPad: " ", startingAt: 0)
            + "must".padding(toLength: 11, withPad: " ", startingAt: 0) + "result"
    }

    func line(_ row: Verification.Row) -> String {
        let mark = row.isCorrect ? style.green("ok   ") : style.red("WRONG")
        return row.kata.padding(toLength: kataWidth, withPad: " ", startingAt: 0)
            + row.variant.padding(toLength: 50, withPad: " ", startingAt: 0)
            + row.expected.padding(toLength: 11, withPad: " ", startingAt: 0)
            + "\(mark) \(row.actual)"
            + (row.why.map {
                "\n" + String(repeating: " ", count: kataWidth) + style.dim("↳ \($0)")
            } ?? "")
            + row.evidence.map {
                "\n" + String(repeating: " ", count: kataWidth) + "│ " + $0.prefix(300)
            }.joined()
    }
}
