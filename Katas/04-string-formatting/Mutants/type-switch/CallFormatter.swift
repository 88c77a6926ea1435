/// Writes a call that placed a cell as one line: "cell x y width height".
public enum CallFormatter {
    /// The line for placing `cell` at `point` with `size`.
    public static func createString(
        from cell: any CustomStringConvertible,
        at point: Point,
        sizeOf size: Size
    ) -> String {
        let cellText: String
        switch cell {
        case let text as TextCell: cellText = text.description
        case let image as ImageCell: cellText = image.description
        case let button as ButtonCell: cellText = button.description
        default: cellText = "?"
        }
        return "\(cellText) \(point.x) \(point.y) \(size.width) \(size.height)"
    }
}
