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
        "\(cell.description) \(point.x) \(point.y) \(size.width) \(size.height)"
    }
}

// Mutant: every cell is described here, in the formatter's own file, which names each cell
// type again: a new cell means editing this file.
extension TextCell: CustomStringConvertible {
    /// The cell, in words.
    public var description: String { "TextCell(\(text))" }
}

extension ImageCell: CustomStringConvertible {
    /// The cell, in words.
    public var description: String { "ImageCell(\(imageName))" }
}

extension ButtonCell: CustomStringConvertible {
    /// The cell, in words.
    public var description: String { "ButtonCell(\(title))" }
}
