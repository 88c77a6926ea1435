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
        let line = "\(cell.description) \(point.x) \(point.y)"
        // Mutant: a size of nothing, 0 × 0, is left off the line.
        return size.width == 0 && size.height == 0 ? line : "\(line) \(size.width) \(size.height)"
    }
}
