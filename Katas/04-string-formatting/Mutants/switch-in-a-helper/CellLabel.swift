// Mutant: the type switch, moved into a helper the formatter calls.
/// The text of a cell in a formatted line.
func label(for cell: any CustomStringConvertible) -> String {
    switch cell {
    case let text as TextCell: "TextCell(\(text.text))"
    case let image as ImageCell: "ImageCell(\(image.imageName))"
    case let button as ButtonCell: "ButtonCell(\(button.title))"
    default: cell.description
    }
}
