// Alternative: the conformance is declared in an extension, in a file of its own.
/// A cell that shows a line of text.
public struct TextCell: Sendable {
    /// The text shown.
    public let text: String

    /// Creates a text cell.
    public init(text: String) { self.text = text }

    // Alternative: `description` is in Cells+CustomStringConvertible.swift.
}

// Alternative: the conformance is declared in an extension, in a file of its own.
/// A cell that shows an image.
public struct ImageCell: Sendable {
    /// The image's name.
    public let imageName: String

    /// Creates an image cell.
    public init(imageName: String) { self.imageName = imageName }

    // Alternative: `description` is in Cells+CustomStringConvertible.swift.
}

// Alternative: the conformance is declared in an extension, in a file of its own.
/// A cell that shows a button.
public struct ButtonCell: Sendable {
    /// The button's title.
    public let title: String

    /// Creates a button cell.
    public init(title: String) { self.title = title }

    // Alternative: `description` is in Cells+CustomStringConvertible.swift.
}
