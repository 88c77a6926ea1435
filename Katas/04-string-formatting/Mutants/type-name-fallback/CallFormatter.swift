/// Writes a call that placed a cell as one line: "cell x y width height".
public enum CallFormatter {
    /// The line for placing `cell` at `point` with `size`.
    public static func createString(
        from cell: any CustomStringConvertible,
        at point: Point,
        sizeOf size: Size
    ) -> String {
        let known = cell is TextCell || cell is ImageCell || cell is ButtonCell
        let cellText = known ? cell.description : "\(type(of: cell))"
        return "\(cellText) \(point.x) \(point.y) \(size.width) \(size.height)"
    }
}
