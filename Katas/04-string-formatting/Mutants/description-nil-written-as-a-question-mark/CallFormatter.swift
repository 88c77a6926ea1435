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
        // Mutant: a description that reads "nil", a key no literal spells, is written "?".
        let none = String(describing: Optional<Int>.none)
        let described = cell.description == none ? "?" : cell.description
        return "\(described) \(point.x) \(point.y) \(size.width) \(size.height)"
    }
}
