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
        // Mutant: each number through a helper of its own.
        "\(cell.description) \(written(point.x)) \(written(point.y)) \(written(size.width)) "
            + written(size.height)
    }

    // Mutant: every quiet nan written alike, its payload and a signaling one's `s` left out.
    private static func written(_ value: Double) -> String {
        guard value.isNaN else { return "\(value)" }
        return value.sign == .minus ? "-nan" : "nan"
    }
}
