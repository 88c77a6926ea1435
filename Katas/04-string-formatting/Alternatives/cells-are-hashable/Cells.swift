/// A cell that shows a line of text.
// Alternative: cells that are Hashable, as the compiler writes it, compare by their text.
public struct TextCell: Sendable, CustomStringConvertible, Hashable {
    /// The text shown.
    public let text: String

    /// Creates a text cell.
    public init(text: String) { self.text = text }

    /// The cell, in words.
    public var description: String { "TextCell(\(text))" }
}

/// A cell that shows an image.
// Alternative: so does an image cell.
public struct ImageCell: Sendable, CustomStringConvertible, Hashable {
    /// The image's name.
    public let imageName: String

    /// Creates an image cell.
    public init(imageName: String) { self.imageName = imageName }

    /// The cell, in words.
    public var description: String { "ImageCell(\(imageName))" }
}

/// A cell that shows a button.
// Alternative: and a button cell.
public struct ButtonCell: Sendable, CustomStringConvertible, Hashable {
    /// The button's title.
    public let title: String

    /// Creates a button cell.
    public init(title: String) { self.title = title }

    /// The cell, in words.
    public var description: String { "ButtonCell(\(title))" }
}
