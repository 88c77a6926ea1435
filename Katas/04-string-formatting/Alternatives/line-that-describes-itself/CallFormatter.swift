// Alternative: the line is a small value of the formatter's own that describes itself.
/// One placed call, as a line: the cell's words, then x, y, width and height.
struct CallLine: CustomStringConvertible {
    let cellWords: String
    let numbers: [Double]

    var description: String {
        ([cellWords] + numbers.map { "\($0)" }).joined(separator: " ")
    }
}

/// Writes a call that placed a cell as one line: "cell x y width height".
public enum CallFormatter {
    /// The line for placing `cell` at `point` with `size`, for example
    /// `TextCell(Hi) 1.0 2.0 30.0 40.0`.
    ///
    /// The formatter asks the cell for its `description` and knows nothing else of it, so any
    /// cell type, including one written long after this function, is formatted the same way.
    public static func createString(
        from cell: any CustomStringConvertible,
        at point: Point,
        sizeOf size: Size
    ) -> String {
        // Alternative: the line says itself.
        CallLine(
            cellWords: cell.description,
            numbers: [point.x, point.y, size.width, size.height]
        ).description
    }
}
