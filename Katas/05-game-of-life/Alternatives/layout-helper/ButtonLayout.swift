// Alternative: a helper type of the learner's own.
/// Where each button of a grid goes: square buttons side by side, row by row.
struct ButtonLayout {
    /// How wide and how tall each button is, in points.
    let side: Double

    /// The size of every button.
    var size: Size { Size(width: side, height: side) }

    /// The centre of the button at `row` and `column`.
    func center(row: Int, column: Int) -> Point {
        Point(x: (Double(column) + 0.5) * side, y: (Double(row) + 0.5) * side)
    }
}
